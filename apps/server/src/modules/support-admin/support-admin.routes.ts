import { supportAdminApi } from '@qadhya/contracts/routes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import { actorOf } from '../content-admin/route-parts.ts';
import { REPLY_LIMIT } from './support-admin.service.ts';

/** The support inbox (docs/help.md#support-inbox): support and admin staff. */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = app.services.supportAdmin;
  const agents = { roles: ['admin', 'support'] as const };
  const route = routesWith(app, { config: agents });

  route(supportAdminApi.listSupportRequests, async (req) => support.list(req.query, staffOf(req).staffId));

  route(supportAdminApi.listSupportAgents, async () => support.agents());

  route(supportAdminApi.getSupportRequest, async (req) => support.detail(req.params.id));

  route(supportAdminApi.getSupportRequestPhoto, async (req, reply) => {
    const bytes = await support.photo(req.params.id);
    // The bytes go as they are (the 200 schema only documents them).
    const raw: FastifyReply = reply;
    return raw
      .type('image/webp')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });

  route(supportAdminApi.setSupportRequestStatus, async (req) => support.setStatus(req.params.id, req.body.status, actorOf(req)));

  route(supportAdminApi.assignSupportRequest, async (req) => support.assign(req.params.id, req.body.staff_id, actorOf(req)));

  route(
    supportAdminApi.replyToSupportRequest,
    async (req, reply) => {
      const { created, detail } = await support.reply(req.params.id, req.body, actorOf(req));
      return reply.code(created ? 201 : 200).send(detail);
    },
    { preHandler: async (req) => app.limits.hit(REPLY_LIMIT, `s${actorOf(req).staffId}`) },
  );

  route(supportAdminApi.retainSupportIdea, async (req, reply) => {
    const { created, detail } = await support.retain(req.params.id, actorOf(req));
    return reply.code(created ? 201 : 200).send(detail);
  });
};
