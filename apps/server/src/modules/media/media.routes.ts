import { mediaApi } from '@qadhya/contracts/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import type { RenderedImage } from './cache.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when the client's If-None-Match already names this ETag. */
function fresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, image: RenderedImage) {
  reply.header('cache-control', IMMUTABLE).header('etag', image.etag).header('vary', 'accept-encoding');
  if (fresh(request, image.etag)) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(image.body);
}

/** An uploaded image: its name is new at every upload, so the bytes behind a URL never change. */
function sendWebp(request: FastifyRequest, reply: FastifyReply, bytes: Buffer, etag: string) {
  reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');
  if (fresh(request, etag)) return reply.code(304).send();
  return reply.type('image/webp').send(bytes);
}

/** Images drawn by the server: product packs, catalogue covers and pages, category tiles, the games' pictures. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = app.services.media;
  const route = routesWith(app);

  route(mediaApi.getProductPicture, async (req, reply) => sendSvg(req, reply, await media.product(req.params.sku, req.params.version)));
  route(mediaApi.getCatalogueCover, async (req, reply) =>
    sendSvg(
      req,
      reply.header('content-language', req.query.lang ?? 'fr'),
      await media.cover(req.params.id, req.query.lang, req.params.version),
    ),
  );
  route(mediaApi.getCataloguePagePicture, async (req, reply) =>
    sendSvg(
      req,
      reply.header('content-language', req.query.lang ?? 'fr'),
      await media.page(req.params.id, req.params.page, req.query.lang, req.params.version),
    ),
  );
  route(mediaApi.getUploadedCataloguePage, async (req, reply) => {
    const { id, page, file } = req.params;
    return sendWebp(req, reply, await media.uploadedPage(id, page, file), `"${file}"`);
  });
  route(mediaApi.getCategoryPicture, async (req, reply) => sendSvg(req, reply, await media.category(req.params.categoryId)));
  route(mediaApi.getGamePicture, async (req, reply) => sendSvg(req, reply, await media.game(req.params.key)));
};
