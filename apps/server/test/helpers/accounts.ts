import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/modules/auth/password.ts';

export interface TestAccount {
  id: number;
  phone: string;
  token: string;
  sessionId: number;
  headers: { authorization: string };
}

export interface AccountOverrides {
  /** A chosen UID (8 digits, the first not 0); random otherwise. */
  id?: number;
  phone?: string;
  password?: string;
  name?: string | null;
  lastname?: string | null;
  email?: string | null;
  address?: string | null;
  avatar?: string | null;
  language?: 'fr' | 'ar';
}

const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(10)).join('');
/** A random mobile number (first digit 2, 3, 4, 5 or 9). */
export const randomPhone = () => `${'23459'[crypto.randomInt(5)]}${digits(7)}`;
/** A random public UID: 8 digits, the first not 0. */
export const randomUserId = () => crypto.randomInt(10_000_000, 100_000_000);
/** A random client address, for inject({ remoteAddress }). */
export const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

/** argon2id, as the server stores passwords. */
export { hashPassword };

/**
 * A user row with a random unique id and random mobile phone (unless given), and a live session:
 * `headers` carries its bearer token.
 */
export async function createUser(app: FastifyInstance, overrides: AccountOverrides = {}): Promise<TestAccount> {
  const { password, ...fields } = overrides;
  const passwordHash = password === undefined ? null : await hashPassword(password);
  for (let attempt = 0; attempt < 20; attempt++) {
    const row = await app.database.db
      .insertInto('users')
      .values({
        id: fields.id ?? randomUserId(),
        phone: fields.phone ?? randomPhone(),
        name: fields.name ?? null,
        lastname: fields.lastname ?? null,
        email: fields.email ?? null,
        address: fields.address ?? null,
        avatar: fields.avatar ?? null,
        language: fields.language ?? 'fr',
        password_hash: passwordHash,
      })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'phone'])
      .executeTakeFirst();
    if (!row) {
      if (fields.phone || fields.id) throw new Error(`id ${fields.id} or phone ${fields.phone} is already taken`);
      continue;
    }
    const session = await app.sessions.create(row.id);
    return {
      id: row.id,
      phone: row.phone,
      token: session.token,
      sessionId: session.sessionId,
      headers: { authorization: `Bearer ${session.token}` },
    };
  }
  throw new Error('could not find a free user id');
}

/** Another live session of an existing user. */
export async function newSession(app: FastifyInstance, userId: number) {
  const session = await app.sessions.create(userId);
  return { token: session.token, sessionId: session.sessionId, headers: { authorization: `Bearer ${session.token}` } };
}
