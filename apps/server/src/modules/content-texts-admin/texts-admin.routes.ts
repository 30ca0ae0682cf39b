import { textsAdminApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';

/**
 * The editors of the FAQ (admin, marketing, support) and of the versioned terms, legal notices and
 * privacy policy (admin, marketing): docs/help.md#faq-and-texts-editors.
 */
export const textsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const texts = app.services.textsAdmin;
  const faqEditors = { roles: ['admin', 'marketing', 'support'] as const };
  const textEditors = { roles: CONTENT_ROLES };
  const route = routesWith(app, { config: faqEditors });
  const textEditorsRoute = routesWith(app, { config: textEditors });

  route(textsAdminApi.listAdminFaq, async () => texts.faq());

  route(textsAdminApi.createAdminFaqItem, async (req, reply) => reply.code(201).send(await texts.createFaq(req.body, actorOf(req))));

  route(textsAdminApi.reorderAdminFaq, async (req) => texts.reorder(req.body.ids, actorOf(req)));

  route(textsAdminApi.updateAdminFaqItem, async (req) => texts.updateFaq(req.params.id, req.body, actorOf(req)));

  route(textsAdminApi.deleteAdminFaqItem, async (req, reply) => noContent(reply, texts.deleteFaq(req.params.id, actorOf(req))));

  textEditorsRoute(textsAdminApi.listAdminTextVersions, async (req) => texts.versions(req.params.doc));

  textEditorsRoute(textsAdminApi.createAdminTextDraft, async (req, reply) =>
    reply.code(201).send(await texts.createDraft(req.params.doc, req.body, actorOf(req))),
  );

  textEditorsRoute(textsAdminApi.updateAdminTextDraft, async (req) =>
    texts.updateDraft(req.params.doc, req.params.version, req.body, actorOf(req)),
  );

  textEditorsRoute(textsAdminApi.publishAdminTextVersion, async (req, reply) => {
    const { created, version } = await texts.publish(req.params.doc, req.params.version, actorOf(req));
    return reply.code(created ? 201 : 200).send(version);
  });
};
