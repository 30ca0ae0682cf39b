import path from 'node:path';
import type { ErrorCode } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentTypeOf, createLocalStorage, isSafeKey, type Storage } from '../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (avatars): server-made keys, served at GET /uploads/<key>. */
    storage: Storage;
  }
}

const notFound: { code: ErrorCode; message: string } = { code: 'NOT_FOUND', message: 'No such upload.' };

/** Folders never served here: issue reports' photos reach staff only (docs/help.md#support-inbox). */
const PRIVATE_FOLDERS = ['reports/'];
const isPublicKey = (key: string) => isSafeKey(key) && !PRIVATE_FOLDERS.some((f) => key.startsWith(f));

/**
 * `app.storage` (a local folder, `<DATA_DIR>/uploads`) and GET /uploads/* serving it: safe keys
 * only, immutable (every upload gets a new name), a JSON 404 otherwise. Registered before the web
 * app, so its SPA fallback never answers /uploads.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { storage?: Storage }) => {
  const storage = opts.storage ?? createLocalStorage(path.join(app.config.dataDir, 'uploads'));
  app.decorate('storage', storage);

  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    const bytes = isPublicKey(key) ? await storage.read(key) : null;
    if (!bytes) return reply.code(404).type('application/json; charset=utf-8').send(notFound);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type(contentTypeOf(key))
      .send(bytes);
  });
});
