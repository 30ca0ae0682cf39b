import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/**
 * The shopper's referral code (GET /referral), which the share sheet's invitation link carries
 * (docs/referral.md#the-code-and-the-link): the UID is never read by the referral.
 */
export const getReferralCode = async (signal?: AbortSignal) => (await call(ops.getMyReferral, {}, { signal })).code;

export const useReferralCode = (enabled = true) =>
  useQuery({ queryKey: accountKeys.referralCode, queryFn: ({ signal }) => getReferralCode(signal), enabled, staleTime: Infinity });
