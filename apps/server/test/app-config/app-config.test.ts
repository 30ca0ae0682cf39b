import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppConfigResponse } from '@qadhya/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { currentAppVersion, versionOfIndexHtml } from '../../src/modules/app-config/app-version.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

const BUILT = `<!doctype html><html><head><script>/* inline */</script>
<link rel="modulepreload" href="/assets/vendor-AAAA.js">
<script type="module" crossorigin src="/assets/index-B3x9kQ2a.js"></script></head><body></body></html>`;

describe('the web build version (docs/app-root.md#app-update)', () => {
  it("is the entry script's file name, ignoring inline scripts and preloads", () => {
    expect(versionOfIndexHtml(BUILT)).toBe('index-B3x9kQ2a');
    expect(versionOfIndexHtml('<script type="module" src="/src/main.tsx"></script>')).toBe('main.tsx');
    expect(versionOfIndexHtml('<html><script>1</script></html>')).toBeNull();
  });

  it('is the entry the page names when the boot script adds the script after the first paint', () => {
    expect(
      versionOfIndexHtml('<head><meta name="qadhya-entry" content="/assets/index-C4y0lR3b.js" /><script id="boot">…</script></head>'),
    ).toBe('index-C4y0lR3b');
  });
});

describe('GET /app/config', () => {
  let app: FastifyInstance;
  let built: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    app = await buildTestApp();
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), BUILT);
    built = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await app.close();
    await built.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it("answers the served build's version, in the spec's shape, never cached", async () => {
    const res = await built.inject('/api/v1/app/config');
    expect(res.statusCode).toBe(200);
    const body = res.json<AppConfigResponse>();
    expect(Object.keys(body).sort()).toEqual(['Deploy', 'games']);
    expect(body.Deploy).toEqual({ Version: 'index-B3x9kQ2a' });
    // The running campaigns (the seeded demo's, without pictures: their games' drawn ones, docs/games.md#the-popup).
    for (const game of body.games)
      expect(Object.keys(game).sort()).toEqual(['date_deb', 'date_fin', 'image', 'image_default', 'key', 'url_forum']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(currentAppVersion(dist)).toBe('index-B3x9kQ2a');
  });

  it("says 'dev' when no web app is built, and needs no sign-in", async () => {
    const res = await app.inject('/api/v1/app/config');
    expect(res.statusCode).toBe(200);
    expect(res.json<AppConfigResponse>().Deploy.Version).toBe('dev');
  });
});
