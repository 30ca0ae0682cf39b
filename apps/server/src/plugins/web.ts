import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIX = /^\/api(\/|$|\?)/;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any
 * unknown non-API GET answered with index.html so client-side routes work on reload.
 * Unknown API paths get a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const index = path.join(opts.webDist, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn(`web app not built (${index} missing): only the API is served`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    if (API_PREFIX.test(url) || (request.method !== 'GET' && request.method !== 'HEAD') || !built) {
      return reply.code(404).send({
        code: 'ROUTE_NOT_FOUND',
        message: `No route ${request.method} ${url.split('?')[0]}`,
      });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
});
