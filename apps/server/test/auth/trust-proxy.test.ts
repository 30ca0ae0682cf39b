import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthApp, randomIp, randomPhone, type AuthTestApp } from './support.ts';

/** Behind a reverse proxy every request comes from the proxy: the per-IP limits must see the client. */
async function sendFrom(t: AuthTestApp, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/otp',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { PHONE: randomPhone(), PURPOSE: 'login' },
  });
}

describe('TRUST_PROXY', () => {
  let proxied: AuthTestApp;
  let direct: AuthTestApp;
  beforeAll(async () => {
    proxied = await buildAuthApp({ env: { TRUST_PROXY: '127.0.0.1', OTP_IP_HOURLY_LIMIT: '2' } });
    direct = await buildAuthApp({ env: { OTP_IP_HOURLY_LIMIT: '2' } });
  });
  afterAll(async () => {
    await proxied?.app.close();
    await direct?.app.close();
  });

  it('counts the per-IP send limit by the forwarded client address when the proxy is trusted', async () => {
    const [a, b] = [randomIp(), randomIp()];
    expect((await sendFrom(proxied, a)).statusCode).toBe(200);
    expect((await sendFrom(proxied, a)).statusCode).toBe(200);
    const third = await sendFrom(proxied, a);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('OTP_RATE_LIMITED');
    // Another client behind the same proxy is not blocked by the first one.
    expect((await sendFrom(proxied, b)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted (a client cannot pick its own address)', async () => {
    const spoofing = direct.app;
    const ip = randomIp();
    const from = (forwarded: string) =>
      spoofing.inject({
        method: 'POST',
        url: '/api/v1/auth/otp',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': forwarded },
        payload: { PHONE: randomPhone(), PURPOSE: 'login' },
      });
    expect((await from(randomIp())).statusCode).toBe(200);
    expect((await from(randomIp())).statusCode).toBe(200);
    expect((await from(randomIp())).statusCode).toBe(429);
  });
});
