import {
  ApiError,
  CatalogueCoverParams,
  CataloguePageParams,
  CategoryImageParams,
  GamePictureParams,
  LangQuery,
  ProductImageParams,
  SvgImage,
  UploadedPageParams,
} from '@qadhya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const responses = {
  200: SvgImage,
  304: z.null().describe('Not modified (If-None-Match)'),
  400: ApiError,
  404: ApiError,
};

/** Images drawn by the server: product packs, catalogue covers and pages, category tiles, the games' pictures. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = app.services.media;
  const schema = (summary: string) => ({ tags: ['media'], summary, produces: ['image/svg+xml'] });

  app.get(
    '/media/products/:sku/:version.svg',
    { schema: { ...schema('Product picture (SVG)'), params: ProductImageParams, response: responses } },
    async (req, reply) => sendSvg(req, reply, await media.product(req.params.sku, req.params.version)),
  );
  app.get(
    '/media/catalogues/:id/cover/:version.svg',
    { schema: { ...schema('Catalogue cover (SVG, 350x500), its words in ?lang'), params: CatalogueCoverParams, querystring: LangQuery, response: responses } },
    async (req, reply) => sendSvg(req, reply.header('content-language', req.query.lang ?? 'fr'), await media.cover(req.params.id, req.query.lang, req.params.version)),
  );
  app.get(
    '/media/catalogues/:id/pages/:page/:version.svg',
    { schema: { ...schema('Catalogue page (SVG, 350x500), its words in ?lang'), params: CataloguePageParams, querystring: LangQuery, response: responses } },
    async (req, reply) =>
      sendSvg(req, reply.header('content-language', req.query.lang ?? 'fr'), await media.page(req.params.id, req.params.page, req.query.lang, req.params.version)),
  );
  app.get(
    '/media/catalogues/:id/uploaded/:page/:file.webp',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded catalogue page (WebP, 350x500 proportions), by the name the server gave it',
        produces: ['image/webp'],
        params: UploadedPageParams,
        response: { ...responses, 200: z.string().describe('WebP image (image/webp)') },
      },
    },
    async (req, reply) => {
      const { id, page, file } = req.params;
      return sendWebp(req, reply, await media.uploadedPage(id, page, file), `"${file}"`);
    },
  );
  app.get(
    '/media/categories/:categoryId/:version.svg',
    { schema: { ...schema('Category picture (SVG)'), params: CategoryImageParams, response: responses } },
    async (req, reply) => sendSvg(req, reply, await media.category(req.params.categoryId)),
  );
  app.get(
    '/media/games/:key/:version.svg',
    { schema: { ...schema("A game's drawn picture (SVG, 1200x600, no words): a campaign without its own picture shows it"), params: GamePictureParams, response: responses } },
    async (req, reply) => sendSvg(req, reply, await media.game(req.params.key)),
  );
};
