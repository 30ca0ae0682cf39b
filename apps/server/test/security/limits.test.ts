/**
 * Cheap denial of service (issue 12, item 8) and small leaks (item 9): a per-IP ceiling on the
 * API, product search answered by the response cache with a limit on what reaches the database,
 * avatar uploads limited per account, NUL refused before a code is used, the dev outbox closed,
 * the API docs switchable off.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { buildAuthApp, client, lastCode, randomPhone, type AuthTestApp } from '../auth/support.ts';
import { errorShape } from './raw-http.ts';

describe('the per-IP ceiling on the API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(async () => app.close());

  it('answers 429 RATE_LIMITED with Retry-After past the ceiling, per address, and never counts the web app', async () => {
    const from = (ip: string, url = '/api/health') => app.inject({ url, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await from('10.9.9.1')).statusCode).toBe(200);
    const over = await from('10.9.9.1');
    expect(over.statusCode).toBe(429);
    expect(errorShape(over.body).code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().retry_after).toBeGreaterThan(0);
    // Another address is not affected; the web app's pages are not counted.
    expect((await from('10.9.9.2')).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) expect((await from('10.9.9.1', '/layout')).statusCode).not.toBe(429);
  });
});

describe('product search', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { SEARCH_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => app.close());

  it('is answered from the response cache (same ETag, 304), and only searches that reach the database count', async () => {
    const ip = '10.8.8.1';
    const first = await app.inject({ url: '/api/v1/products?q=lait', remoteAddress: ip });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    for (let i = 0; i < 5; i++) {
      const again = await app.inject({ url: '/api/v1/products?q=lait', remoteAddress: ip });
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await app.inject({ url: '/api/v1/products?q=lait', remoteAddress: ip, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    expect((await app.inject({ url: '/api/v1/products?q=huile', remoteAddress: ip })).statusCode).toBe(200);
    const over = await app.inject({ url: '/api/v1/products?q=sucre', remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(errorShape(over.body).code).toBe('RATE_LIMITED');
    // Lists without a text are not searches; another address has its own budget.
    expect((await app.inject({ url: '/api/v1/products?page=2', remoteAddress: ip })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/products?q=sucre', remoteAddress: '10.8.8.2' })).statusCode).toBe(200);
  });
});

describe('avatar uploads', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('are limited to 10 an hour per account (429 RATE_LIMITED), whatever the address', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const upload = (who: typeof user, i: number) => {
      const { payload, contentType } = multipartFile(png);
      return app.inject({
        method: 'POST',
        url: '/api/v1/users/me/avatar',
        payload,
        headers: { ...who.headers, 'content-type': contentType },
        remoteAddress: `10.7.${i}.1`,
      });
    };
    for (let i = 0; i < 10; i++) expect((await upload(user, i)).statusCode).toBe(200);
    const over = await upload(user, 11);
    expect(over.statusCode).toBe(429);
    expect(errorShape(over.body).code).toBe('RATE_LIMITED');
    expect((await upload(other, 12)).statusCode).toBe(200);
  });
});

describe('NUL and control characters', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await buildAuthApp();
  });
  afterAll(async () => ctx.app.close());

  it('a registration with "a\\u0000b" as NAME is a 400 and the code still works afterwards', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    expect((await c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'register' })).statusCode).toBe(200);
    const code = await lastCode(ctx.app, phone);
    const form = {
      PHONE: phone,
      CODE: code,
      NAME: 'a\u0000b',
      LASTNAME: 'Ben Salah',
      GENDER: 'femme',
      BIRTHDATE: '1990-05-04',
      EMAIL: 'amel@example.tn',
      ADDRESS: 'Sfax',
      LANGUAGE: 'fr',
      PASSWORD: 'secret-123',
    };
    const bad = await c.post('/api/v1/auth/register', form);
    expect(bad.statusCode).toBe(400);
    expect(errorShape(bad.body).code).toBe('CONTROL_CHARACTERS');
    const tab = await c.post('/api/v1/auth/register', { ...form, NAME: 'a\tb' });
    expect(tab.statusCode).toBe(400);
    const good = await c.post('/api/v1/auth/register', { ...form, NAME: 'Amel' });
    expect(good.statusCode).toBe(200);
    expect(good.json().user.NAME).toBe('Amel');
  });

  it('a profile field with a control character is a 400, the profile unchanged', async () => {
    const user = await createUser(ctx.app, { name: 'Sami' });
    for (const NAME of ['x\u0000', 'x\u0007y', 'x\ny']) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: user.headers, payload: { NAME } });
      expect(res.statusCode, JSON.stringify(NAME)).toBe(400);
    }
    expect((await ctx.app.inject({ url: '/api/v1/users/me', headers: user.headers })).json().data.NAME).toBe('Sami');
  });
});

describe('the dev outbox', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await buildAuthApp();
  });
  afterAll(async () => ctx.app.close());

  it('never lists every code: the phone is required', async () => {
    const res = await ctx.app.inject('/api/dev/outbox');
    expect(res.statusCode).toBe(400);
    errorShape(res.body);
  });

  it('answers only a client on this machine (404 otherwise, as if absent)', async () => {
    const phone = randomPhone();
    await client(ctx.app).post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' });
    for (const remoteAddress of ['10.1.2.3', '192.168.1.20', '2001:db8::1']) {
      const res = await ctx.app.inject({ url: `/api/dev/outbox?phone=${phone}`, remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.body).not.toContain('Qadhya :');
      expect(errorShape(res.body).code).toBe('ROUTE_NOT_FOUND');
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await ctx.app.inject({ url: `/api/dev/outbox?phone=${phone}`, remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json().items).toHaveLength(1);
    }
  });
});

describe('the API docs', () => {
  it('are off by default in production, and with API_DOCS=off', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    const app = await buildTestApp({ env: { API_DOCS: 'off' } });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/openapi.json']) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(404);
        errorShape(res.body);
      }
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
