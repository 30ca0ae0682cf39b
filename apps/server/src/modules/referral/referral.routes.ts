import { referralApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';

/** Referral (docs/referral.md): the caller's code and figures, the claim of a new account, invitations. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const referral = app.services.referral;
  const route = routesWith(app, { preHandler: app.requireUser });
  const staffRoute = routesWith(app, { config: { roles: CONTENT_ROLES } });

  route(referralApi.getMyReferral, async (req) => referral.summary(userIdOf(req)));

  route(referralApi.claimReferral, async (req) => referral.claim(userIdOf(req), req.body.code, req.body.device_id ?? null));

  route(referralApi.inviteFriend, async (req, reply) =>
    referral.invite(userIdOf(req), req.body.email, req.body.request_id, answerLang(req, reply) === 'ar' ? 'ar' : 'fr'),
  );

  route(referralApi.countReferralShare, async (req) => referral.share(userIdOf(req), req.body.request_id));

  staffRoute(referralApi.getReferralRules, async () => referral.rules());

  staffRoute(referralApi.setReferralRules, async (req) => referral.saveRules(req.body, actorOf(req)));
};
