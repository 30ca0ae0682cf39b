import { listBoostApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** 'Booster les membres' (docs/shopping-lists.md#booster-les-membres). */
export const listBoostRoutes: FastifyPluginAsyncZod = async (app) => {
  const boosts = app.services.listBoost;

  app.route({
    ...routeOf(app, listBoostApi.boostList),
    preHandler: app.requireUser,
    handler: async (req, reply) => reply.code(202).send(await boosts.boost(userIdOf(req), req.params.id, req.body.request_id)),
  });
};
