import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, NOW_META, webPlugin } from '../../src/plugins/web.ts';

const NOW = new Date('2026-11-24T12:30:00.000Z');
const JS = `export const x = ${JSON.stringify('a'.repeat(4000))};\n`;
/** What the build's .br file holds: marked, to tell it from an answer compressed on the fly. */
const JS_BR = `${JS}// from the .br file\n`;

describe('web app serving', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>Q</title></head><body></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), JS);
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(JS_BR));
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.x = 1;');
    app = Fastify();
    app.decorate('clock', { now: () => NOW });
    app.decorate('config', { mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' } as FastifyInstance['config']);
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(webPlugin, { webDist: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers client routes with index.html, never cached, carrying the server instant', async () => {
    const res = await app.inject('/layout/catalogs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<meta name="${NOW_META}" content="2026-11-24T12:30:00.000Z" />`);
    // The charset declaration stays within the first bytes.
    expect(res.body.indexOf('charset')).toBeLessThan(1024);
  });

  it('serves /index.html itself unchanged (the service worker caches it)', async () => {
    const res = await app.inject('/index.html');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(NOW_META);
  });

  it('caches hashed assets for a year and sends the brotli file written at build time', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(JS_BR);

    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  });

  it('does not cache files without a hash, and keeps the JSON 404 for unknown API paths', async () => {
    expect((await app.inject('/sw.js')).headers['cache-control']).toBe('no-cache');
    const res = await app.inject('/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
