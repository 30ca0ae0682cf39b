import { ApiError, AppLinks, PublicContentParams, ContentVersion, TermsAccept, TermsStatus } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, sendReady, serialize } from '../../cache/response-cache.ts';
import { userIdOf } from '../../plugins/auth.ts';

const secured = { security: [{ bearerAuth: [] }] };
const notModified = z.null().describe('Not modified (If-None-Match)');

/**
 * GET /content/:doc (the published cgu, legal notices, privacy policy), GET /app/links (social
 * links, toll-free number), GET /terms/status and POST /terms/accept: docs/content.md#api.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.content;
  const chain = app.config.chain;

  app.get(
    '/content/:doc',
    {
      schema: {
        tags: ['content'],
        summary: 'The latest published version of the terms of use (cgu), the legal notices (legal) or the privacy policy (privacy), fr and ar',
        params: PublicContentParams,
        response: { 200: ContentVersion, 304: notModified, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const text = serialize(ContentVersion, await content.latest(req.params.doc, chain.contactEmail));
      // Revalidated on each read (a new version shows at once); the ETag spares the body.
      return sendReady(req, reply, { bytes: Buffer.from(text), etag: etagOf(text) }, 'public, max-age=0, must-revalidate');
    },
  );

  app.get(
    '/app/links',
    {
      schema: {
        tags: ['content'],
        summary: "The chain's social links, toll-free number and contact e-mail (server settings)",
        response: { 200: AppLinks, 304: notModified, 500: ApiError },
      },
    },
    async (req, reply) => {
      const text = serialize(AppLinks, { toll_free: chain.tollFree, contact_email: chain.contactEmail, social: chain.social });
      return sendReady(req, reply, { bytes: Buffer.from(text), etag: etagOf(text) }, 'public, max-age=3600');
    },
  );

  app.get(
    '/terms/status',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        tags: ['content'],
        summary: 'The current terms version and whether the caller has accepted it',
        response: { 200: TermsStatus, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return content.status(userIdOf(req));
    },
  );

  app.post(
    '/terms/accept',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        tags: ['content'],
        summary: 'Accepts the current terms version (idempotent); 409 TERMS_VERSION_NOT_CURRENT for any other version',
        body: TermsAccept,
        response: { 200: TermsStatus, 400: ApiError, 401: ApiError, 409: ApiError, 500: ApiError },
      },
    },
    async (req) => (await content.accept(userIdOf(req), req.body.version)).status,
  );
};
