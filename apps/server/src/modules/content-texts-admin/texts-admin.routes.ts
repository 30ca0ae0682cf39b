import { textsAdminApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';

/**
 * The editors of the FAQ (admin, marketing, support) and of the versioned terms, legal notices and
 * privacy policy (admin, marketing): docs/help.md#faq-and-texts-editors.
 */
export const textsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const texts = app.services.textsAdmin;
  const faqEditors = { roles: ['admin', 'marketing', 'support'] as const };
  const textEditors = { roles: CONTENT_ROLES };

  app.route({
    ...routeOf(app, textsAdminApi.listAdminFaq),
    config: faqEditors,
    handler: async () => texts.faq(),
  });

  app.route({
    ...routeOf(app, textsAdminApi.createAdminFaqItem),
    config: faqEditors,
    handler: async (req, reply) => reply.code(201).send(await texts.createFaq(req.body, actorOf(req))),
  });

  app.route({
    ...routeOf(app, textsAdminApi.reorderAdminFaq),
    config: faqEditors,
    handler: async (req) => texts.reorder(req.body.ids, actorOf(req)),
  });

  app.route({
    ...routeOf(app, textsAdminApi.updateAdminFaqItem),
    config: faqEditors,
    handler: async (req) => texts.updateFaq(req.params.id, req.body, actorOf(req)),
  });

  app.route({
    ...routeOf(app, textsAdminApi.deleteAdminFaqItem),
    config: faqEditors,
    handler: async (req, reply) => {
      await texts.deleteFaq(req.params.id, actorOf(req));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, textsAdminApi.listAdminTextVersions),
    config: textEditors,
    handler: async (req) => texts.versions(req.params.doc),
  });

  app.route({
    ...routeOf(app, textsAdminApi.createAdminTextDraft),
    config: textEditors,
    handler: async (req, reply) => reply.code(201).send(await texts.createDraft(req.params.doc, req.body, actorOf(req))),
  });

  app.route({
    ...routeOf(app, textsAdminApi.updateAdminTextDraft),
    config: textEditors,
    handler: async (req) => texts.updateDraft(req.params.doc, req.params.version, req.body, actorOf(req)),
  });

  app.route({
    ...routeOf(app, textsAdminApi.publishAdminTextVersion),
    config: textEditors,
    handler: async (req, reply) => {
      const { created, version } = await texts.publish(req.params.doc, req.params.version, actorOf(req));
      return reply.code(created ? 201 : 200).send(version);
    },
  });
};
