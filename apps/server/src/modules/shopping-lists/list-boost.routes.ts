import { ApiError, BoostAnswer, ListIdParams, RequestBody } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../plugins/auth.ts';

const secured = { security: [{ bearerAuth: [] }] };

/** 'Booster les membres' (docs/shopping-lists.md#booster-les-membres). */
export const listBoostRoutes: FastifyPluginAsyncZod = async (app) => {
  const boosts = app.services.listBoost;

  app.post(
    '/lists/:id/boost',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        tags: ['shopping-lists'],
        summary:
          "Reminds the list's other people (the assigned members; the owner too when a member boosts) with a notification and a live event; once an hour per list; the same request_id answers the same without sending twice",
        params: ListIdParams,
        body: RequestBody,
        response: {
          202: BoostAnswer,
          400: ApiError,
          401: ApiError,
          404: ApiError.describe('LIST_NOT_FOUND: unknown, or neither owned by nor shared with the caller'),
          429: ApiError.describe('RATE_LIMITED {retry_after}, with a Retry-After header: this list was boosted less than an hour ago'),
          500: ApiError,
        },
      },
    },
    async (req, reply) => reply.code(202).send(await boosts.boost(userIdOf(req), req.params.id, req.body.request_id)),
  );
};
