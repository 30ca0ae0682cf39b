import { AddMember, ApiError, FamilyIdParams, FamilyMembers, MemberParams } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../plugins/auth.ts';
import { createFamilyRepository } from './family.repository.ts';
import { createFamilyService } from './family.service.ts';

const secured = { security: [{ bearerAuth: [] }] };

/** The signed-in user's family: list, add and remove members. */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = createFamilyService(createFamilyRepository(app.database.db));
  const auth = { preHandler: app.requireUser };

  app.get(
    '/families/members',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary: "The caller's own family and its members (the family is created on first use)",
        response: { 200: FamilyMembers, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => family.mine(userIdOf(req)),
  );

  app.get(
    '/families/:familyId/members',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary: "A family's members; 404 unless it is the caller's",
        params: FamilyIdParams,
        response: { 200: FamilyMembers, 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req) => family.byId(userIdOf(req), req.params.familyId),
  );

  app.post(
    '/families/add-member',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['family'],
        summary: 'Adds a member to the caller\'s family: IDENTIFIANT is their UID and USER_ID must be the same user',
        body: AddMember,
        response: { 201: FamilyMembers, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 422: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => reply.code(201).send(await family.add(userIdOf(req), req.body)),
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
