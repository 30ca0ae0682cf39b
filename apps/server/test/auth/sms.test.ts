/**
 * The SMS layer: the HTTP gateway provider against a local HTTP server, the production app (gateway
 * required, no dev outbox, gateway failure → 503), and the dev outbox.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { DevSmsProvider, HttpSmsProvider, SmsError } from '../../src/sms/provider.ts';
import { mutableClock } from '../helpers/clock.ts';
import { buildAuthApp, client, lastCode, randomPhone } from './support.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A tiny SMS gateway: records each request and answers `status` (or never, when `hang`). */
function fakeGateway() {
  const received: Received[] = [];
  const state: { status: number; hang: boolean; onRequest?: () => void } = { status: 200, hang: false };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: data ? JSON.parse(data) : null });
      state.onRequest?.();
      if (state.hang) return;
      res.writeHead(state.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(state.status < 300 ? { id: 'msg-1' } : { error: 'refused' }));
    });
  });
  return {
    received,
    state,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('HttpSmsProvider', () => {
  const gateway = fakeGateway();
  let url = '';
  beforeAll(async () => {
    url = await gateway.start();
  });
  afterAll(async () => gateway.stop());

  it('POSTs JSON with the +216 number, the text, the sender and the bearer token', async () => {
    gateway.state.status = 200;
    gateway.state.hang = false;
    const provider = new HttpSmsProvider({ url, token: 'secret-token', sender: 'Qadhya', timeoutMs: 2000 });
    await provider.send('22123456', 'Bonjour');
    const last = gateway.received.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/sms');
    expect(last.headers['content-type']).toContain('application/json');
    expect(last.headers.authorization).toBe('Bearer secret-token');
    expect(last.body).toEqual({ to: '+21622123456', text: 'Bonjour', sender: 'Qadhya' });
  });

  it('sends no Authorization header without a token', async () => {
    gateway.state.status = 202;
    await new HttpSmsProvider({ url, token: undefined, sender: 'Qadhya', timeoutMs: 2000 }).send('50123456', 'x');
    expect(gateway.received.at(-1)!.headers.authorization).toBeUndefined();
  });

  it.each([400, 401, 500, 503])('a %i answer rejects with SmsError', async (status) => {
    gateway.state.status = status;
    const provider = new HttpSmsProvider({ url, token: 't', sender: 'Qadhya', timeoutMs: 2000 });
    await expect(provider.send('22123456', 'x')).rejects.toThrow(SmsError);
    await expect(provider.send('22123456', 'x')).rejects.toThrow(new RegExp(String(status)));
  });

  it("a gateway that never answers rejects once its timeout fires (the timer is the test's, not the wall clock)", async () => {
    gateway.state.hang = true;
    const timer = new AbortController();
    const asked: number[] = [];
    const provider = new HttpSmsProvider({
      url,
      token: 't',
      sender: 'Qadhya',
      timeoutMs: 200,
      timeoutSignal: (ms) => {
        asked.push(ms);
        return timer.signal;
      },
    });
    const held = new Promise<void>((resolve) => (gateway.state.onRequest = resolve));
    const sending = provider.send('22123456', 'x');
    await held; // the gateway has the whole request and keeps it
    timer.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(sending).rejects.toThrow(new SmsError('SMS gateway unreachable: no answer within 200 ms'));
    expect(asked).toEqual([200]);
    gateway.state.hang = false;
    gateway.state.onRequest = undefined;
  });

  it('an unreachable gateway rejects with SmsError', async () => {
    const provider = new HttpSmsProvider({ url: 'http://127.0.0.1:1/sms', token: 't', sender: 'Qadhya', timeoutMs: 2000 });
    await expect(provider.send('22123456', 'x')).rejects.toThrow(SmsError);
  });
});

describe('DevSmsProvider', () => {
  it('keeps the SMS newest first, filtered by phone, capped, and logs them', async () => {
    const logged: string[] = [];
    const clock = mutableClock();
    const dev = new DevSmsProvider({ info: (_o, msg) => logged.push(msg) }, clock, 3);
    await dev.send('22000001', 'a');
    clock.advanceSeconds(1);
    await dev.send('22000002', 'b');
    clock.advanceSeconds(1);
    await dev.send('22000001', 'c');
    expect(dev.outbox('22000001').map((m) => m.text)).toEqual(['c', 'a']);
    expect(dev.outbox().map((m) => m.text)).toEqual(['c', 'b', 'a']);
    await dev.send('22000003', 'd');
    expect(dev.outbox().map((m) => m.text)).toEqual(['d', 'c', 'b']);
    expect(dev.outbox('22000001')[0]!.sent_at).toBe(clock.now().toISOString());
    expect(logged.some((l) => l.includes('22000001') && l.includes('c'))).toBe(true);
  });
});

describe('configuration', () => {
  it('reads the SMS gateway and the limits from the environment', () => {
    const c = loadConfig({
      SMS_GATEWAY_URL: 'https://sms.example.tn/send',
      SMS_GATEWAY_TOKEN: 'tok',
      SMS_SENDER: 'QADHYA',
      SMS_TIMEOUT_MS: '3000',
      OTP_IP_HOURLY_LIMIT: '1000',
      OTP_PHONE_HOURLY_LIMIT: '50',
      LOGIN_IP_LIMIT: '500',
    });
    expect(c.sms).toEqual({ gatewayUrl: 'https://sms.example.tn/send', gatewayToken: 'tok', sender: 'QADHYA', timeoutMs: 3000 });
    expect(c.auth).toMatchObject({
      otpIpHourlyLimit: 1000,
      otpPhoneHourlyLimit: 50,
      loginIpLimit: 500,
      otpTtlSeconds: 600,
      otpMaxAttempts: 5,
    });
  });

  it.each([
    ['SMS_GATEWAY_URL', 'not a url'],
    ['SMS_GATEWAY_URL', 'ftp://sms.example.tn'],
    ['OTP_IP_HOURLY_LIMIT', 'many'],
    ['OTP_PHONE_HOURLY_LIMIT', '0'],
    ['OTP_TTL_SECONDS', '3600'],
  ])('%s=%s is refused by name', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      expect((err as ConfigError).problems[0]!.startsWith(`${name}: `)).toBe(true);
    }
  });

  it('a production app without SMS_GATEWAY_URL does not start: a ConfigError names it', async () => {
    await expect(buildAuthApp({ env: { NODE_ENV: 'production' } })).rejects.toThrow(/SMS_GATEWAY_URL: required when NODE_ENV=production/);
    await expect(buildAuthApp({ env: { NODE_ENV: 'production' } })).rejects.toBeInstanceOf(ConfigError);
  });
});

describe('the production app', () => {
  const gateway = fakeGateway();
  let ctx: Awaited<ReturnType<typeof buildAuthApp>>;
  beforeAll(async () => {
    const url = await gateway.start();
    ctx = await buildAuthApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 'prod-token' },
    });
  });
  afterAll(async () => {
    await ctx.app.close();
    await gateway.stop();
  });

  it('has no dev outbox (404)', async () => {
    const res = await ctx.app.inject('/api/dev/outbox?phone=22123456');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('sends the code through the gateway, in French, with the +216 number', async () => {
    gateway.state.status = 200;
    const phone = randomPhone();
    const res = await client(ctx.app).post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' });
    expect(res.statusCode).toBe(200);
    const sent = gateway.received.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer prod-token');
    const body = sent.body as { to: string; text: string };
    expect(body.to).toBe(`+216${phone}`);
    expect(body.text).toMatch(/^Qadhya : votre code de vérification est \d{5}\. Il expire dans 10 minutes\.$/);
  });

  it('a failing gateway answers 503 SERVICE_UNAVAILABLE, and the phone may ask again at once', async () => {
    gateway.state.status = 500;
    const phone = randomPhone();
    const c = client(ctx.app);
    const res = await c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    gateway.state.status = 200;
    expect((await c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' })).statusCode).toBe(200);
  });
});

describe('an injected provider (AppDeps.sms)', () => {
  it('is used instead of the dev outbox; when it fails the answer is 503 and no code is left behind', async () => {
    const sent: { phone: string; text: string }[] = [];
    let fail = false;
    const ctx = await buildAuthApp({
      sms: {
        send: async (phone, text) => {
          if (fail) throw new Error('provider down');
          sent.push({ phone, text });
        },
      },
    });
    try {
      const phone = randomPhone();
      const c = client(ctx.app);
      fail = true;
      const down = await c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      const rows = await ctx.database.db.selectFrom('otp_codes').select('id').where('phone', '=', phone).execute();
      expect(rows).toEqual([]);
      fail = false;
      expect((await c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' })).statusCode).toBe(200);
      expect(sent.map((m) => m.phone)).toEqual([phone]);
      expect((await ctx.app.inject(`/api/dev/outbox?phone=${phone}`)).json()).toEqual({ items: [] });
      const code = /\b(\d{5})\b/.exec(sent[0]!.text)![1]!;
      expect((await c.post('/api/v1/auth/otp/verify', { PHONE: phone, CODE: code })).statusCode).toBe(200);
    } finally {
      await ctx.app.close();
    }
  });
});

describe('the dev outbox', () => {
  let ctx: Awaited<ReturnType<typeof buildAuthApp>>;
  beforeAll(async () => {
    ctx = await buildAuthApp();
  });
  afterAll(async () => ctx.app.close());

  it('holds the SMS of a phone, newest first, with the 5-digit code', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    expect((await c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' })).statusCode).toBe(200);
    const first = await lastCode(ctx.app, phone);
    ctx.clock.advanceSeconds(60);
    expect((await c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' })).statusCode).toBe(200);
    const res = await ctx.app.inject(`/api/dev/outbox?phone=${phone}`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { phone: string; text: string; sent_at: string }[] };
    expect(items).toHaveLength(2);
    expect(items.every((m) => m.phone === phone)).toBe(true);
    expect(items[1]!.text).toContain(first);
    expect(items[0]!.text).toMatch(/^Qadhya : votre code de vérification est \d{5}\. Il expire dans 10 minutes\.$/);
    expect(new Date(items[0]!.sent_at).getTime()).toBeGreaterThan(new Date(items[1]!.sent_at).getTime());
  });

  it('an unknown phone has an empty outbox; a malformed phone is a 400', async () => {
    expect((await ctx.app.inject(`/api/dev/outbox?phone=${randomPhone()}`)).json()).toEqual({ items: [] });
    expect((await ctx.app.inject('/api/dev/outbox?phone=abc')).statusCode).toBe(400);
  });
});
