import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestAppOptions } from './build-test-app.ts';

export interface BlockApp {
  /** The app of the enclosing describe block (built in its beforeAll). */
  readonly app: FastifyInstance;
  /** A GET through inject, with optional headers (e.g. Accept-Language). */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * One app for the enclosing describe block: built before its tests, closed after them. Call it at
 * the top of the block; read `t.app` inside tests only.
 */
export function appPerBlock(options?: TestAppOptions): BlockApp {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  const live = () => {
    if (!app) throw new Error('appPerBlock: the app is built in beforeAll; use it inside tests');
    return app;
  };
  return {
    get app() {
      return live();
    },
    get: (url, headers = {}) => live().inject({ method: 'GET', url, headers }),
  };
}
