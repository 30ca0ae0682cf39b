/**
 * EDGE_PROXY=nginx (docs/operations.md#the-proxys-cache): deploy/security-headers.conf sends exactly
 * the app's fixed security headers (helmet's and the Permissions-Policy) and hides the copies' own;
 * a copy behind nginx sends only its CSP and tells nginx's cache how long to keep a key read
 * (X-Accel-Expires to the end of the second); without the switch the app sends them all itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSecurityHeaders } from '../../src/plugins/security-headers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SNIPPET = fs.readFileSync(path.join(ROOT, 'deploy/security-headers.conf'), 'utf8');
const FIXED = fixedSecurityHeaders();

/** The snippet's `add_header Name "value" always;` lines, names in lower case. */
function added(conf: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of conf.matchAll(/^add_header\s+(\S+)\s+"([^"]*)"\s+always;$/gm)) out[m[1]!.toLowerCase()] = m[2]!;
  return out;
}
const hidden = (conf: string) => [...conf.matchAll(/^proxy_hide_header\s+(\S+);$/gm)].map((m) => m[1]!.toLowerCase()).sort();

describe('deploy/security-headers.conf', () => {
  it('adds exactly the app’s fixed security headers, with the same values', () => {
    expect(Object.keys(FIXED)).toContain('x-content-type-options');
    expect(Object.keys(FIXED)).toContain('permissions-policy');
    expect(Object.keys(FIXED)).not.toContain('content-security-policy');
    expect(added(SNIPPET)).toEqual(FIXED);
  });

  it('hides the copies’ own of each (so each is sent once, whatever the copies’ switch)', () => {
    expect(hidden(SNIPPET)).toEqual(Object.keys(FIXED).sort());
  });

  it('is included wherever deploy/nginx.conf adds headers (nginx inherits none into such a location)', () => {
    const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
    const blocks = conf.split(/\n\s*(?=location\s)/).slice(1);
    expect(blocks.length).toBeGreaterThan(4);
    for (const block of blocks) {
      if (/^\s*add_header\s/m.test(block)) expect(block, block.split('\n')[0]).toMatch(/^\s*include security-headers\.conf;$/m);
    }
    expect(conf.slice(0, conf.search(/\n\s*location\s/))).toMatch(/^\s*include security-headers\.conf;$/m);
  });
});

const PROMOS = '/api/v1/promos?oc_debut=2026-11-24&oc_fin=2026-11-24&page=1&pageSize=20';

describe.each([
  ['none', {}],
  ['nginx', { EDGE_PROXY: 'nginx' }],
])('EDGE_PROXY=%s', (mode, env) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['/api/health', PROMOS, '/api/v1/nope'])('%s: the CSP always, the fixed headers only without nginx', async (url) => {
    const res = await app.inject(url);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    for (const [name, value] of Object.entries(FIXED)) expect(res.headers[name], name).toBe(mode === 'none' ? value : undefined);
  });

  it('a key read says till when nginx may keep it only behind nginx: the end of the current second', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await app.inject(PROMOS);
    const after = Math.floor(Date.now() / 1000);
    expect(res.statusCode).toBe(200);
    if (mode === 'none') {
      expect(res.headers['x-accel-expires']).toBeUndefined();
      return;
    }
    const at = /^@(\d+)$/.exec(String(res.headers['x-accel-expires']))?.[1];
    expect(Number(at)).toBeGreaterThanOrEqual(before);
    expect(Number(at)).toBeLessThanOrEqual(after);
    // Its 304 too (nginx renews a kept answer with If-None-Match).
    const again = await app.inject({ url: PROMOS, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-accel-expires']).toMatch(/^@\d+$/);
  });

  it('a scan (a POST) never says nginx may keep it: every scan reaches a copy, which counts it', async () => {
    const { db } = app.database;
    const product = await db.selectFrom('products').select('ean').where('ean', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const store = await db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').executeTakeFirstOrThrow();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/scan',
      payload: { CODE_PRODUIT: product.ean, MAGASIN_ID: store.magasin_code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-accel-expires']).toBeUndefined();
  });
});
