import { z } from 'zod';
import { RequestId } from './wallet.ts';

/**
 * Referral under /api/v1/referral (issue 19, docs/referral.md): the shopper's invitation code and
 * link, the three figures and the friends who signed up, the claim a new account makes with a code,
 * and invitations by e-mail. Money in integer millimes.
 */

export const ReferralCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z2-9]{8}$/, 'expected an 8-character invitation code');

export const ReferralFriend = z
  .object({
    name: z.string().describe('The friend’s first name'),
    avatar: z.string().nullable(),
    date: z.string().describe('ISO instant they signed up'),
    rewarded: z.boolean().describe('Their first purchase gave the bonus'),
  })
  .meta({ id: 'ReferralFriend' });

export const ReferralRules = z
  .object({
    bonus: z.number().int().describe('The referrer’s voucher, millimes'),
    min_purchase: z.number().int().describe('The friend’s first purchase must reach it, millimes'),
    valid_days: z.number().int(),
    daily_limit: z.number().int().describe('Friends one shopper may bring a Tunis day'),
  })
  .meta({ id: 'ReferralRules' });
export type ReferralRules = z.infer<typeof ReferralRules>;

export const ReferralSummary = z
  .object({
    code: z.string(),
    link: z.string().describe('The sign-in page carrying the code: /login?ref=CODE'),
    invited: z.number().int().describe('Invitations sent (shares and e-mails)'),
    downloaded: z.number().int().describe('Friends who signed up with the code'),
    bonus_earned: z.number().int().describe('Millimes of referral vouchers received'),
    friends: z.array(ReferralFriend).describe('The latest 50'),
    rules: ReferralRules,
    referred_by: z.string().nullable().describe('First name of who invited the caller'),
  })
  .meta({ id: 'ReferralSummary' });
export type ReferralSummary = z.infer<typeof ReferralSummary>;

export const ReferralClaim = z
  .object({
    code: ReferralCode,
    device_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional()
      .describe('The app’s device id: one referral per device'),
  })
  .meta({ id: 'ReferralClaim' });
export type ReferralClaim = z.input<typeof ReferralClaim>;
export const ReferralClaimed = z.object({ referred_by: z.string().describe('First name of the referrer') }).meta({ id: 'ReferralClaimed' });

export const REFERRAL_REFUSALS = ['self', 'already', 'too_late', 'loop', 'device', 'limit'] as const;

export const ReferralInvite = z
  .object({
    email: z.string().trim().toLowerCase().max(254).email(),
    request_id: RequestId,
  })
  .meta({ id: 'ReferralInvite' });
export type ReferralInvite = z.input<typeof ReferralInvite>;
export const ReferralShare = z.object({ request_id: RequestId }).meta({ id: 'ReferralShare' });
export const ReferralCount = z.object({ invited: z.number().int() }).meta({ id: 'ReferralCount' });
