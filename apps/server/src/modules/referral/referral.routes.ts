import { referralApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';

/** Referral (docs/referral.md): the caller's code and figures, the claim of a new account, invitations. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const referral = app.services.referral;
  const auth = { preHandler: app.requireUser };

  app.route({
    ...routeOf(app, referralApi.getMyReferral),
    ...auth,
    handler: async (req) => referral.summary(userIdOf(req)),
  });

  app.route({
    ...routeOf(app, referralApi.claimReferral),
    ...auth,
    handler: async (req) => referral.claim(userIdOf(req), req.body.code, req.body.device_id ?? null),
  });

  app.route({
    ...routeOf(app, referralApi.inviteFriend),
    ...auth,
    handler: async (req, reply) =>
      referral.invite(userIdOf(req), req.body.email, req.body.request_id, answerLang(req, reply) === 'ar' ? 'ar' : 'fr'),
  });

  app.route({
    ...routeOf(app, referralApi.countReferralShare),
    ...auth,
    handler: async (req) => referral.share(userIdOf(req), req.body.request_id),
  });

  app.route({
    ...routeOf(app, referralApi.getReferralRules),
    config: { roles: CONTENT_ROLES },
    handler: async () => referral.rules(),
  });

  app.route({
    ...routeOf(app, referralApi.setReferralRules),
    config: { roles: CONTENT_ROLES },
    handler: async (req) => referral.saveRules(req.body, actorOf(req)),
  });
};
