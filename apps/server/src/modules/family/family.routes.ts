import {
  AddMember,
  ApiError,
  FamilyIdParams,
  FamilyMembers,
  InvitationParams,
  LangQuery,
  MemberParams,
  ReceivedInvitations,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

const secured = { security: [{ bearerAuth: [] }] };
const tooMany = ApiError.describe('RATE_LIMITED {retry_after}, with a Retry-After header');
/** Invitations an account may send in a day: each one reaches another shopper (docs/family.md). */
export const INVITATIONS_PER_DAY = 20;

/**
 * The signed-in user's family with consent (docs/family.md): adding a member sends an invitation,
 * the invitee accepts or declines it; members may leave, the owner may remove them.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = app.services.family;
  const auth = { preHandler: app.requireUser };

  app.get(
    '/families/members',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary:
          "The caller's own family (created on first use): accepted members, the invitations sent and still pending (only what was typed), and the families the caller belongs to",
        querystring: LangQuery,
        response: { 200: FamilyMembers, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => family.mine(userIdOf(req), answerLang(req, reply)),
  );

  app.get(
    '/families/:familyId/members',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary: "A family's members and pending invitations; 404 unless it is the caller's",
        params: FamilyIdParams,
        querystring: LangQuery,
        response: { 200: FamilyMembers, 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => family.byId(userIdOf(req), req.params.familyId, answerLang(req, reply)),
  );

  app.post(
    '/families/add-member',
    {
      preHandler: [
        app.requireUser,
        app.limits.perAccount({ name: 'family-invite', max: INVITATIONS_PER_DAY, windowMs: 86_400_000, message: 'Too many invitations today: try again tomorrow.' }),
      ],
      schema: {
        ...secured,
        tags: ['family'],
        summary: `Invites a shopper into the caller's family (IDENTIFIANT is their UID, USER_ID the same): 202 with the family as the inviter sees it, the same whether or not the UID has an account; inviting again changes nothing; ${INVITATIONS_PER_DAY} a day`,
        body: AddMember,
        querystring: LangQuery,
        response: { 202: FamilyMembers, 400: ApiError, 401: ApiError, 422: ApiError, 429: tooMany, 500: ApiError },
      },
    },
    async (req, reply) => reply.code(202).send(await family.invite(userIdOf(req), req.body, answerLang(req, reply))),
  );

  app.get(
    '/families/invitations',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary: "The pending invitations the caller received, with each inviter's name and avatar",
        querystring: LangQuery,
        response: { 200: ReceivedInvitations, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => family.received(userIdOf(req), answerLang(req, reply)),
  );

  app.post(
    '/families/invitations/:invitationId/accept',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary: "Accepts an invitation the caller received: they become a member of the inviter's family; answers the caller's family view",
        params: InvitationParams,
        querystring: LangQuery,
        response: { 200: FamilyMembers, 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => family.accept(userIdOf(req), req.params.invitationId, answerLang(req, reply)),
  );

  app.post(
    '/families/invitations/:invitationId/decline',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary: 'Declines an invitation the caller received (the inviter is not told)',
        params: InvitationParams,
        response: { 204: z.null().describe('Declined'), 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      await family.decline(userIdOf(req), req.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/families/invitations/:invitationId',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary: 'Cancels an invitation the caller sent and that is still pending',
        params: InvitationParams,
        response: { 204: z.null().describe('Cancelled'), 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      await family.cancel(userIdOf(req), req.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/families/memberships/:familyId',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary: 'Leaves a family the caller is a member of',
        params: FamilyIdParams,
        response: { 204: z.null().describe('Left'), 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      await family.leave(userIdOf(req), req.params.familyId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/families/:familyId/members/:memberId',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary: "Removes a member from the caller's family",
        params: MemberParams,
        response: { 204: z.null().describe('Removed'), 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      await family.remove(userIdOf(req), req.params.familyId, req.params.memberId);
      return reply.code(204).send(null);
    },
  );
};
