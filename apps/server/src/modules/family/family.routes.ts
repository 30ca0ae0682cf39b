import { INVITATIONS_PER_DAY, familyApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

/**
 * The signed-in user's family with consent (docs/family.md): adding a member sends an invitation,
 * the invitee accepts or declines it; members may leave, the owner may remove them.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = app.services.family;
  const route = routesWith(app, { preHandler: app.requireUser });

  route(familyApi.listMyFamilyMembers, async (req, reply) => family.mine(userIdOf(req), answerLang(req, reply)));
  route(familyApi.listFamilyMembers, async (req, reply) => family.byId(userIdOf(req), req.params.familyId, answerLang(req, reply)));
  route(
    familyApi.inviteFamilyMember,
    async (req, reply) => reply.code(202).send(await family.invite(userIdOf(req), req.body, answerLang(req, reply))),
    {
      preHandler: [
        app.requireUser,
        app.limits.perAccount({
          name: 'family-invite',
          max: INVITATIONS_PER_DAY,
          windowMs: 86_400_000,
          message: 'Too many invitations today: try again tomorrow.',
        }),
      ],
    },
  );
  const activity = app.services.familyActivity;
  route(familyApi.getFamilyActivity, async (req, reply) => activity.activity(userIdOf(req), req.query, answerLang(req, reply)));
  route(familyApi.setFamilySharing, async (req) => activity.setSharing(userIdOf(req), req.body));
  route(familyApi.listReceivedInvitations, async (req, reply) => family.received(userIdOf(req), answerLang(req, reply)));
  route(familyApi.acceptFamilyInvitation, async (req, reply) =>
    family.accept(userIdOf(req), req.params.invitationId, answerLang(req, reply)),
  );
  route(familyApi.declineFamilyInvitation, async (req, reply) => noContent(reply, family.decline(userIdOf(req), req.params.invitationId)));
  route(familyApi.cancelFamilyInvitation, async (req, reply) => noContent(reply, family.cancel(userIdOf(req), req.params.invitationId)));
  route(familyApi.leaveFamily, async (req, reply) => noContent(reply, family.leave(userIdOf(req), req.params.familyId)));
  route(familyApi.removeFamilyMember, async (req, reply) =>
    noContent(reply, family.remove(userIdOf(req), req.params.familyId, req.params.memberId)),
  );
};
