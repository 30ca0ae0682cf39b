import {
  ApiError,
  ContentDocParams,
  ContentDraftBody,
  ContentVersionAdmin,
  ContentVersionParams,
  ContentVersionsAdmin,
  FaqIdParams,
  FaqItemAdmin,
  FaqItemBody,
  FaqItemsAdmin,
  FaqItemUpdate,
  FaqOrderBody,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, CONTENT_ROLES, guarded, staffAuth } from '../content-admin/route-parts.ts';

const base = { tags: ['admin'], security: staffAuth };
const faqMissing = ApiError.describe('FAQ_ITEM_NOT_FOUND');
const versionMissing = ApiError.describe('CONTENT_VERSION_NOT_FOUND');

/**
 * The editors of the FAQ (admin, marketing, support) and of the versioned terms, legal notices and
 * privacy policy (admin, marketing): docs/help.md#faq-and-texts-editors.
 */
export const textsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const texts = app.services.textsAdmin;
  const faqEditors = { roles: ['admin', 'marketing', 'support'] as const };
  const textEditors = { roles: CONTENT_ROLES };

  app.get(
    '/admin/faq',
    { config: faqEditors, schema: { ...base, summary: 'Every FAQ item, published or not, in the shoppers’ order (admin, marketing, support)', response: { 200: FaqItemsAdmin, ...guarded } } },
    async () => texts.faq(),
  );

  app.post(
    '/admin/faq',
    {
      config: faqEditors,
      schema: { ...base, summary: 'Adds a FAQ item (fr and ar) at the end; audited (admin, marketing, support)', body: FaqItemBody, response: { 201: FaqItemAdmin, 400: ApiError, ...guarded } },
    },
    async (req, reply) => reply.code(201).send(await texts.createFaq(req.body, actorOf(req))),
  );

  app.put(
    '/admin/faq/order',
    {
      config: faqEditors,
      schema: {
        ...base,
        summary: 'Puts the FAQ in a new order: every item id once (admin, marketing, support)',
        body: FaqOrderBody,
        response: { 200: FaqItemsAdmin, 400: ApiError, ...guarded, 422: ApiError.describe('VALIDATION_FAILED: not every item exactly once') },
      },
    },
    async (req) => texts.reorder(req.body.ids, actorOf(req)),
  );

  app.put(
    '/admin/faq/:id',
    {
      config: faqEditors,
      schema: {
        ...base,
        summary: 'Edits a FAQ item at the version read; its version moves; audited before/after (admin, marketing, support)',
        params: FaqIdParams,
        body: FaqItemUpdate,
        response: { 200: FaqItemAdmin, 400: ApiError, ...guarded, 404: faqMissing, 409: ApiError.describe('CONFLICT: edited by someone else since') },
      },
    },
    async (req) => texts.updateFaq(req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/admin/faq/:id',
    {
      config: faqEditors,
      schema: { ...base, summary: 'Removes a FAQ item; audited (admin, marketing, support)', params: FaqIdParams, response: { 204: z.null(), 400: ApiError, ...guarded, 404: faqMissing } },
    },
    async (req, reply) => {
      await texts.deleteFaq(req.params.id, actorOf(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/texts/:doc',
    {
      config: textEditors,
      schema: { ...base, summary: 'Every version of the terms (cgu), legal notices or privacy policy, newest first (admin, marketing)', params: ContentDocParams, response: { 200: ContentVersionsAdmin, 400: ApiError, ...guarded } },
    },
    async (req) => texts.versions(req.params.doc),
  );

  app.post(
    '/admin/texts/:doc',
    {
      config: textEditors,
      schema: {
        ...base,
        summary: 'A new draft version (fr, ar, effective date), numbered after the last; one draft at a time (admin, marketing)',
        params: ContentDocParams,
        body: ContentDraftBody,
        response: { 201: ContentVersionAdmin, 400: ApiError, ...guarded, 409: ApiError.describe('CONTENT_DRAFT_EXISTS') },
      },
    },
    async (req, reply) => reply.code(201).send(await texts.createDraft(req.params.doc, req.body, actorOf(req))),
  );

  app.put(
    '/admin/texts/:doc/:version',
    {
      config: textEditors,
      schema: {
        ...base,
        summary: 'Edits a draft; a published version is never edited (409) (admin, marketing)',
        params: ContentVersionParams,
        body: ContentDraftBody,
        response: { 200: ContentVersionAdmin, 400: ApiError, ...guarded, 404: versionMissing, 409: ApiError.describe('CONTENT_VERSION_PUBLISHED') },
      },
    },
    async (req) => texts.updateDraft(req.params.doc, req.params.version, req.body, actorOf(req)),
  );

  app.post(
    '/admin/texts/:doc/:version/publish',
    {
      config: textEditors,
      schema: {
        ...base,
        summary: 'Publishes a draft: shoppers read it from now on (a new cgu version is accepted once); 201 when published now, 200 when it already was (admin, marketing)',
        params: ContentVersionParams,
        response: { 200: ContentVersionAdmin, 201: ContentVersionAdmin, 400: ApiError, ...guarded, 404: versionMissing },
      },
    },
    async (req, reply) => {
      const { created, version } = await texts.publish(req.params.doc, req.params.version, actorOf(req));
      return reply.code(created ? 201 : 200).send(version);
    },
  );
};
