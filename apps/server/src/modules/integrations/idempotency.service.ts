import crypto from 'node:crypto';
import type { Clock } from '@qadhya/domain';
import type { Tx } from '../../db/handles.ts';
import { AppError } from '../../errors.ts';
import { RowsRejectedError } from './feed-rows.ts';
import type { IdempotencyRepository } from './idempotency.repository.ts';

/** How long an answer is kept and replayed (docs/integrations.md#idempotency). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** 1 to 100 characters a header can carry unchanged. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

export interface StoredAnswer {
  status: number;
  body: unknown;
  /** The answer of an earlier request with the same key (Idempotent-Replayed: true). */
  replayed: boolean;
}

export function requireIdempotencyKey(header: unknown): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new AppError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header: 1 to 100 of A-Z a-z 0-9 _ . : - (a new one for each new write).',
    );
  }
  return header;
}

/** SHA-256 of what makes a request this request: method, path with query, body. */
export const requestHash = (method: string, url: string, body: unknown) =>
  crypto
    .createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

/**
 * Runs a feed write once per (API key, Idempotency-Key): its answer (status and body, a 422 of
 * refused rows included) is stored in the write's transaction and replayed to a retry of the same
 * request for 24 hours; the same key with another request → 422 IDEMPOTENCY_KEY_REUSED.
 */
export function createIdempotencyService({ repo, clock }: { repo: IdempotencyRepository; clock: Clock }) {
  return {
    async run(apiKeyId: number, key: string, hash: string, work: (trx: Tx) => Promise<unknown>): Promise<StoredAnswer> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const now = clock.now();
        const since = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
        const stored = await repo.find(apiKeyId, key, since);
        if (stored && stored.status !== 0) {
          if (stored.request_hash !== hash) {
            throw new AppError(
              422,
              'IDEMPOTENCY_KEY_REUSED',
              'This Idempotency-Key was used for another request: use a new key for a new write.',
            );
          }
          return { status: stored.status, body: stored.body, replayed: true };
        }
        try {
          return await repo.transaction(async (trx) => {
            if (!(await repo.claim(trx, apiKeyId, key, hash, now, since))) throw new Claimed();
            await repo.purge(trx, since);
            const body = await work(trx);
            await repo.complete(trx, apiKeyId, key, 200, body);
            return { status: 200, body, replayed: false };
          });
        } catch (err) {
          if (err instanceof Claimed) continue;
          if (err instanceof RowsRejectedError) {
            await repo.record(apiKeyId, key, hash, 422, err.body, now, since);
            return { status: 422, body: err.body, replayed: false };
          }
          throw err;
        }
      }
      throw new AppError(409, 'CONFLICT', 'Another request with this Idempotency-Key is being written: retry in a moment.');
    },
  };
}

/** Another request holds the key: read its answer again. */
class Claimed extends Error {}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
