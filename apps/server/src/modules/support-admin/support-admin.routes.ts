import { supportAdminApi } from '@qadhya/contracts/routes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import { actorOf } from '../content-admin/route-parts.ts';
import { REPLY_LIMIT } from './support-admin.service.ts';

/** The support inbox (docs/help.md#support-inbox): support and admin staff. */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = app.services.supportAdmin;
  const agents = { roles: ['admin', 'support'] as const };

  app.route({
    ...routeOf(app, supportAdminApi.listSupportRequests),
    config: agents,
    handler: async (req) => support.list(req.query, staffOf(req).staffId),
  });

  app.route({
    ...routeOf(app, supportAdminApi.listSupportAgents),
    config: agents,
    handler: async () => support.agents(),
  });

  app.route({
    ...routeOf(app, supportAdminApi.getSupportRequest),
    config: agents,
    handler: async (req) => support.detail(req.params.id),
  });

  app.route({
    ...routeOf(app, supportAdminApi.getSupportRequestPhoto),
    config: agents,
    handler: async (req, reply) => {
      const bytes = await support.photo(req.params.id);
      // The bytes go as they are (the 200 schema only documents them).
      const raw: FastifyReply = reply;
      return raw
        .type('image/webp')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  });

  app.route({
    ...routeOf(app, supportAdminApi.setSupportRequestStatus),
    config: agents,
    handler: async (req) => support.setStatus(req.params.id, req.body.status, actorOf(req)),
  });

  app.route({
    ...routeOf(app, supportAdminApi.assignSupportRequest),
    config: agents,
    handler: async (req) => support.assign(req.params.id, req.body.staff_id, actorOf(req)),
  });

  app.route({
    ...routeOf(app, supportAdminApi.replyToSupportRequest),
    config: agents,
    preHandler: async (req) => app.limits.hit(REPLY_LIMIT, `s${actorOf(req).staffId}`),
    handler: async (req, reply) => {
      const { created, detail } = await support.reply(req.params.id, req.body, actorOf(req));
      return reply.code(created ? 201 : 200).send(detail);
    },
  });

  app.route({
    ...routeOf(app, supportAdminApi.retainSupportIdea),
    config: agents,
    handler: async (req, reply) => {
      const { created, detail } = await support.retain(req.params.id, actorOf(req));
      return reply.code(created ? 201 : 200).send(detail);
    },
  });
};
