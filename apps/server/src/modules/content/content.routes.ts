import { contentApi } from '@qadhya/contracts/routes';
import { AppLinks, ContentVersion } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { etagOf, sendReady, serialize } from '../../cache/response-cache.ts';
import { userIdOf } from '../../plugins/auth.ts';

/**
 * GET /content/:doc (the published cgu, legal notices, privacy policy), GET /app/links (social
 * links, toll-free number), GET /terms/status and POST /terms/accept: docs/content.md#api.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.content;
  const chain = app.config.chain;
  const route = routesWith(app);
  const userRoute = routesWith(app, { preHandler: app.requireUser });

  route(contentApi.getContentDocument, async (req, reply) => {
    const text = serialize(ContentVersion, await content.latest(req.params.doc, chain.contactEmail));
    // Revalidated on each read (a new version shows at once); the ETag spares the body.
    return sendReady(req, reply, { bytes: Buffer.from(text), etag: etagOf(text) }, 'public, max-age=0, must-revalidate');
  });

  route(contentApi.getAppLinks, async (req, reply) => {
    const text = serialize(AppLinks, { toll_free: chain.tollFree, contact_email: chain.contactEmail, social: chain.social });
    return sendReady(req, reply, { bytes: Buffer.from(text), etag: etagOf(text) }, 'public, max-age=3600');
  });

  userRoute(contentApi.getTermsStatus, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return content.status(userIdOf(req));
  });

  userRoute(contentApi.acceptTerms, async (req) => (await content.accept(userIdOf(req), req.body.version)).status);
};
