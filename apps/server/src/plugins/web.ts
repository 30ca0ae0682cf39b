import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorCode } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_SCREEN_PATHS, firstScreen, firstScreenLang, pageEtag, withFirstScreen } from './first-screen.ts';
import { adminContentSecurityPolicy } from './security-headers.ts';

const API_PREFIX = /^\/api(\/|$|\?)/;
/** The back office's client routes and files (apps/admin, built with base /admin/). */
export const ADMIN_PREFIX = /^\/admin(\/|$|\?)/;
const ADMIN_ASSETS = /^\/admin\/assets\//;
/** Hashed build output: never changes under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The meta tag that gives the page's boot script the server's instant (see apps/web/src/boot). */
export const NOW_META = 'qadhya-now';
/** The meta tag that gives the store map the configured tile URL (MAP_TILE_URL). */
export const TILES_META = 'qadhya-tiles';

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the server's instant, so that the boot script need not wait for GET /clock. */
export function withServerNow(html: string, now: Date): string {
  return html.replace(/<head>/i, `<head>\n    <meta name="${NOW_META}" content="${now.toISOString()}" />`);
}

/** Hashed files (under assets/) cached for a year, the others revalidated. */
function cacheHeaders(res: { header(name: string, value: string): unknown }, filePath: string): void {
  res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
}

/**
 * Serves the built web app: hashed assets cached for a year (brotli or gzip files written at build
 * time are sent when the browser takes them), index.html never cached, and any unknown non-API GET
 * answered with index.html (with the server's instant) so client-side routes work on reload.
 * Unknown API paths get a JSON 404.
 *
 * The back office (`adminDist`, apps/admin) is served the same way under /admin: its files under
 * /admin/, its index.html (with its own CSP) for any other /admin GET; a missing /admin/assets/ file
 * is a 404, not the page. docs/back-office.md#the-back-office-app
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string; adminDist?: string }) => {
  const index = path.join(opts.webDist, 'index.html');
  const built = fs.existsSync(index);
  // Read once: the files served are those of the build present at start (their inline scripts'
  // hashes make the CSP, plugins/security-headers.ts).
  const indexHtml = built
    ? fs
        .readFileSync(index, 'utf8')
        .replace(/<head>/i, `<head>\n    <meta name="${TILES_META}" content="${escapeAttr(app.config.mapTileUrl)}" />`)
    : '';
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  } else {
    app.log.warn(`web app not built (${index} missing): only the API is served`);
  }

  const adminIndex = opts.adminDist ? path.join(opts.adminDist, 'index.html') : '';
  const adminBuilt = adminIndex !== '' && fs.existsSync(adminIndex);
  const adminHtml = adminBuilt
    ? fs
        .readFileSync(adminIndex, 'utf8')
        .replace(/<head>/i, `<head>\n    <meta name="${TILES_META}" content="${escapeAttr(app.config.mapTileUrl)}" />`)
    : '';
  const adminCsp = adminBuilt ? adminContentSecurityPolicy(adminHtml, app.config.mapTileUrl) : '';
  if (adminBuilt) {
    await app.register(fastifyStatic, {
      root: opts.adminDist!,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
  } else if (opts.adminDist) {
    app.log.warn(`back office not built (${adminIndex} missing): /admin is not served`);
  }

  const firstScreenPaths = new Set<string>(FIRST_SCREEN_PATHS);
  /** index.html for a client route: with the server's instant, and the first screen's cards on the four first screens. */
  const page = async (url: string, cookie: string | undefined): Promise<string> => {
    const now = app.clock.now();
    const html = withServerNow(indexHtml, now);
    const pathname = url.split('?')[0]!.replace(/\/+$/, '') || '/';
    if (!firstScreenPaths.has(pathname)) return html;
    try {
      const screen = await firstScreen(app, pathname, now, firstScreenLang(cookie));
      return screen ? withFirstScreen(html, screen) : html;
    } catch (error) {
      app.log.warn({ err: error }, 'first screen: served without its cards');
      return html;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (ADMIN_PREFIX.test(url) && isRead && adminBuilt && !ADMIN_ASSETS.test(url)) {
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', adminCsp)
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(adminHtml);
    }
    if (ADMIN_PREFIX.test(url) && isRead) {
      const code: ErrorCode = 'ROUTE_NOT_FOUND';
      return reply.code(404).send({ code, message: `No back-office file ${url.split('?')[0]}` });
    }
    if (API_PREFIX.test(url) || (request.method !== 'GET' && request.method !== 'HEAD') || !built) {
      const code: ErrorCode = 'ROUTE_NOT_FOUND';
      return reply.code(404).send({
        code,
        message: `No route ${request.method} ${url.split('?')[0]}`,
      });
    }
    const html = await page(url, request.headers.cookie);
    // no-cache: always asked again (a day's promos never outlive it); the ETag spares the bytes when nothing changed.
    const etag = pageEtag(html);
    reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'Cookie');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
});
