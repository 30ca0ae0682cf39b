import { z } from 'zod';
import { ApiError } from '../errors.ts';
import {
  ReferralClaim,
  ReferralClaimed,
  ReferralCount,
  ReferralInvite,
  ReferralRules,
  ReferralShare,
  ReferralSummary,
} from '../referral.ts';
import { defineRoutes } from './define.ts';
import { signedIn, staffOnly } from './shared.ts';

const limited = ApiError.describe('RATE_LIMITED {retry_after}: the Tunis day’s invitations are used');
const RulesBody = z
  .object({
    bonus: z.number().int().min(100).max(1_000_000),
    min_purchase: z.number().int().min(0).max(10_000_000),
    valid_days: z.number().int().min(1).max(365),
    daily_limit: z.number().int().min(1).max(1000),
  })
  .meta({ id: 'ReferralRulesBody' });

/** The referral routes (docs/api.md#the-route-table). */
export const referralApi = {
  .../* @__PURE__ */ defineRoutes(signedIn('referral'), {
    getMyReferral: {
      method: 'GET',
      path: '/api/v1/referral',
      summary:
        "'parrainage': the caller's invitation code and link, friends invited, friends who signed up, bonus earned, the latest friends and the rules",
      response: { 200: ReferralSummary },
    },
    claimReferral: {
      method: 'POST',
      path: '/api/v1/referral/claim',
      summary: 'A new account names the code it was invited with (once; the same claim again answers the same)',
      body: ReferralClaim,
      response: {
        200: ReferralClaimed,
        404: ApiError.describe('REFERRAL_CODE_INVALID'),
        409: ApiError.describe(
          'REFERRAL_REFUSED {reason}: self, already (another referrer), too_late (older than 7 days or a purchase made), loop, device (a device named or registered to this account already brought a referral, a device of another account, or no device known), limit (the referrer’s daily limit)',
        ),
      },
    },
    inviteFriend: {
      method: 'POST',
      path: '/api/v1/referral/invites',
      summary:
        "Invites a friend by e-mail (the shake screen's 'Email de votre ami.e'): sent once per request_id, an address not again within 30 days, 10 a Tunis day; the address is not kept",
      body: ReferralInvite,
      response: {
        200: ReferralCount,
        429: limited,
        503: ApiError.describe('INVITE_NOT_SENT: the e-mail could not be handed over'),
      },
    },
    countReferralShare: {
      method: 'POST',
      path: '/api/v1/referral/shares',
      summary: 'Counts an invitation shared from the share sheet (once per request_id, 50 a Tunis day)',
      body: ReferralShare,
      response: { 200: ReferralCount, 429: limited },
    },
  }),
  .../* @__PURE__ */ defineRoutes(staffOnly('admin'), {
    getReferralRules: {
      method: 'GET',
      path: '/api/v1/admin/referral-rules',
      summary: 'The referral rules (admin, marketing)',
      response: { 200: ReferralRules },
    },
    setReferralRules: {
      method: 'PUT',
      path: '/api/v1/admin/referral-rules',
      summary:
        "Sets the referral rules: the referrer's voucher, the friend's first purchase needed, its validity, friends a day (admin, marketing)",
      body: RulesBody,
      response: { 200: ReferralRules },
    },
  }),
};
