import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContentSecurityPolicy } from '../../src/plugins/security-headers.ts';
import { IMMUTABLE, TILES_META, webPlugin } from '../../src/plugins/web.ts';

const NOW = new Date('2026-11-24T12:30:00.000Z');
const SHOPPER_INDEX = '<!doctype html><html><head><title>Shopper</title></head><body>shopper</body></html>';
const ADMIN_INDEX =
  '<!doctype html><html lang="fr"><head><title>Back office</title><script type="module" src="/admin/assets/index-abc.js"></script></head><body>admin</body></html>';

/** The back office (apps/admin) under /admin beside the shoppers' app: docs/back-office.md#the-back-office-app */
describe('back office serving under /admin', () => {
  let app: FastifyInstance;
  let web: string;
  let admin: string;
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-web-'));
    admin = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-admin-'));
    fs.writeFileSync(path.join(web, 'index.html'), SHOPPER_INDEX);
    fs.mkdirSync(path.join(admin, 'assets'));
    fs.writeFileSync(path.join(admin, 'index.html'), ADMIN_INDEX);
    fs.writeFileSync(path.join(admin, 'assets/index-abc.js'), 'console.log(1);');
    fs.writeFileSync(path.join(admin, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify();
    app.decorate('clock', { now: () => NOW });
    app.decorate('config', { mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' } as FastifyInstance['config']);
    app.get('/api/v1/admin/auth/me', async (_req, reply) => reply.code(401).send({ code: 'UNAUTHORIZED', message: 'no session' }));
    await app.register(webPlugin, { webDist: web, adminDist: admin });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(web, { recursive: true, force: true });
    fs.rmSync(admin, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/personnel', '/admin/journal?page=2'])(
    'answers %s with the back office page, never cached',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<body>admin</body>');
      expect(res.body).toContain(`<meta name="${TILES_META}"`);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    },
  );

  it('gives the back office page its own CSP: no inline script, no WASM, QR code as a data: image', async () => {
    const csp = String((await app.inject('/admin/personnel')).headers['content-security-policy']);
    expect(csp).toBe(adminContentSecurityPolicy(ADMIN_INDEX, 'https://tiles.example.test/{z}/{x}/{y}.png'));
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('wasm-unsafe-eval');
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.test/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('counts an inline script of the page in its CSP by hash', () => {
    const csp = adminContentSecurityPolicy('<head><script>window.x = 1;</script></head>', '/tiles/{z}/{x}/{y}.png');
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
  });

  it('serves its hashed files for a year, and a missing one is a 404 (not the page)', async () => {
    const js = await app.inject('/admin/assets/index-abc.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    expect(js.body).toBe('console.log(1);');
    expect((await app.inject('/admin/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const missing = await app.inject('/admin/assets/gone-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('leaves the shoppers their page and the admin API its JSON', async () => {
    const shopper = await app.inject('/layout/catalogs');
    expect(shopper.body).toContain('shopper');
    expect(shopper.body).not.toContain('Back office');
    expect((await app.inject('/administration')).body).toContain('shopper');
    const api = await app.inject('/api/v1/admin/auth/me');
    expect(api.statusCode).toBe(401);
    expect(api.headers['content-type']).toContain('application/json');
    expect(api.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const unknown = await app.inject('/api/v1/admin/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('does not answer writes to /admin with the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/admin/personnel' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('back office not built', () => {
  it('answers /admin with a JSON 404 instead of the shoppers page', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), SHOPPER_INDEX);
    const app = Fastify();
    app.decorate('clock', { now: () => NOW });
    app.decorate('config', { mapTileUrl: '/tiles/{z}/{x}/{y}.png' } as FastifyInstance['config']);
    await app.register(webPlugin, { webDist: web, adminDist: path.join(web, 'no-admin') });
    await app.ready();
    try {
      const res = await app.inject('/admin/personnel');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('shopper');
      expect((await app.inject('/')).body).toContain('shopper');
    } finally {
      await app.close();
      fs.rmSync(web, { recursive: true, force: true });
    }
  });
});
