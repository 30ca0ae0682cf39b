import { ApiError, ReferralClaim, ReferralClaimed, ReferralCount, ReferralInvite, ReferralRules, ReferralShare, ReferralSummary } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { actorOf, CONTENT_ROLES, guarded, staffAuth } from '../content-admin/route-parts.ts';

const secured = { security: [{ bearerAuth: [] }] };
const tags = ['referral'];
const limited = ApiError.describe('RATE_LIMITED {retry_after}: the Tunis day’s invitations are used');

/** The back office's rules: whole numbers in range (millimes, days, a daily count). */
const RulesBody = z
  .object({
    bonus: z.number().int().min(100).max(1_000_000),
    min_purchase: z.number().int().min(0).max(10_000_000),
    valid_days: z.number().int().min(1).max(365),
    daily_limit: z.number().int().min(1).max(1000),
  })
  .meta({ id: 'ReferralRulesBody' });

/** Referral (docs/referral.md): the caller's code and figures, the claim of a new account, invitations. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const referral = app.services.referral;
  const auth = { preHandler: app.requireUser };

  app.get(
    '/referral',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "'parrainage': the caller's invitation code and link, friends invited, friends who signed up, bonus earned, the latest friends and the rules",
        response: { 200: ReferralSummary, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => referral.summary(userIdOf(req)),
  );

  app.post(
    '/referral/claim',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: 'A new account names the code it was invited with (once; the same claim again answers the same)',
        body: ReferralClaim,
        response: {
          200: ReferralClaimed,
          400: ApiError,
          401: ApiError,
          404: ApiError.describe('REFERRAL_CODE_INVALID'),
          409: ApiError.describe('REFERRAL_REFUSED {reason}: self, already (another referrer), too_late (older than 7 days or a purchase made), loop, device (a device named or registered to this account already brought a referral, a device of another account, or no device known), limit (the referrer’s daily limit)'),
          500: ApiError,
        },
      },
    },
    async (req) => referral.claim(userIdOf(req), req.body.code, req.body.device_id ?? null),
  );

  app.post(
    '/referral/invites',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "Invites a friend by e-mail (the shake screen's 'Email de votre ami.e'): sent once per request_id, an address not again within 30 days, 10 a Tunis day; the address is not kept",
        body: ReferralInvite,
        response: { 200: ReferralCount, 400: ApiError, 401: ApiError, 429: limited, 503: ApiError.describe('INVITE_NOT_SENT: the e-mail could not be handed over'), 500: ApiError },
      },
    },
    // The e-mail's link is built on PUBLIC_URL, never on this request's Host (docs/security.md#links-we-send).
    async (req, reply) => referral.invite(userIdOf(req), req.body.email, req.body.request_id, answerLang(req, reply) === 'ar' ? 'ar' : 'fr'),
  );

  app.post(
    '/referral/shares',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "Counts an invitation shared from the share sheet (once per request_id, 50 a Tunis day)",
        body: ReferralShare,
        response: { 200: ReferralCount, 400: ApiError, 401: ApiError, 429: limited, 500: ApiError },
      },
    },
    async (req) => referral.share(userIdOf(req), req.body.request_id),
  );

  app.get(
    '/admin/referral-rules',
    { config: { roles: CONTENT_ROLES }, schema: { tags: ['admin'], summary: 'The referral rules (admin, marketing)', security: staffAuth, response: { 200: ReferralRules, ...guarded } } },
    async () => referral.rules(),
  );

  app.put(
    '/admin/referral-rules',
    {
      config: { roles: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary: "Sets the referral rules: the referrer's voucher, the friend's first purchase needed, its validity, friends a day (admin, marketing)",
        security: staffAuth,
        body: RulesBody,
        response: { 200: ReferralRules, 400: ApiError, ...guarded },
      },
    },
    async (req) => referral.saveRules(req.body, actorOf(req)),
  );
};
