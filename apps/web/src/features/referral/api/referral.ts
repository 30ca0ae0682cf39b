import { call, ops } from '../../../lib/api/index.ts';

/** GET /referral: the shopper's invitation link and figures (friends invited, signed up, bonus earned). */
export const getReferral = (signal?: AbortSignal) => call(ops.getMyReferral, {}, { signal });

/** POST /referral/shares: one share counted per opening of the share sheet (idempotent by request_id). */
export const countReferralShare = (requestId: string) =>
  call(ops.countReferralShare, { body: { request_id: requestId } }, { silent: true });
