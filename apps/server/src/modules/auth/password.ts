import crypto from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Argon2id (the const enum's value, spelled out: ambient const enums cannot be imported here). */
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id profile: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id hash (PHC string) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * The verification every check goes through. A test may wrap `check` to see which hashes a login checks
 * (the same work for every failure: docs/accounts-security.md); nothing else changes it.
 */
export const argon2Verify = { check: verify };

let dummy: Promise<string> | null = null;
/** A hash of a random password, made once: unknown phones are checked against it so timing matches. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomBytes(24).toString('base64url'));
  return dummy;
}

/**
 * Whether `password` matches `stored`. With no stored hash (unknown phone, no password set) a dummy
 * hash is verified anyway and the answer is false, so both cases cost the same time.
 */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await argon2Verify.check(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2Verify.check(stored, password);
  } catch {
    return false;
  }
}
