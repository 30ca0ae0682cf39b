import { INVITATIONS_PER_DAY, familyApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

/**
 * The signed-in user's family with consent (docs/family.md): adding a member sends an invitation,
 * the invitee accepts or declines it; members may leave, the owner may remove them.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = app.services.family;
  const auth = { preHandler: app.requireUser };

  app.route({
    ...routeOf(app, familyApi.listMyFamilyMembers),
    ...auth,
    handler: async (req, reply) => family.mine(userIdOf(req), answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, familyApi.listFamilyMembers),
    ...auth,
    handler: async (req, reply) => family.byId(userIdOf(req), req.params.familyId, answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, familyApi.inviteFamilyMember),
    preHandler: [
      app.requireUser,
      app.limits.perAccount({
        name: 'family-invite',
        max: INVITATIONS_PER_DAY,
        windowMs: 86_400_000,
        message: 'Too many invitations today: try again tomorrow.',
      }),
    ],
    handler: async (req, reply) => reply.code(202).send(await family.invite(userIdOf(req), req.body, answerLang(req, reply))),
  });

  app.route({
    ...routeOf(app, familyApi.listReceivedInvitations),
    ...auth,
    handler: async (req, reply) => family.received(userIdOf(req), answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, familyApi.acceptFamilyInvitation),
    ...auth,
    handler: async (req, reply) => family.accept(userIdOf(req), req.params.invitationId, answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, familyApi.declineFamilyInvitation),
    ...auth,
    handler: async (req, reply) => {
      await family.decline(userIdOf(req), req.params.invitationId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, familyApi.cancelFamilyInvitation),
    ...auth,
    handler: async (req, reply) => {
      await family.cancel(userIdOf(req), req.params.invitationId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, familyApi.leaveFamily),
    ...auth,
    handler: async (req, reply) => {
      await family.leave(userIdOf(req), req.params.familyId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, familyApi.removeFamilyMember),
    ...auth,
    handler: async (req, reply) => {
      await family.remove(userIdOf(req), req.params.familyId, req.params.memberId);
      return reply.code(204).send(null);
    },
  });
};
