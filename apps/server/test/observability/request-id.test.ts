/** X-Request-Id: taken when sane, else generated; on every answer and every log line of the request. */
import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../../src/observability/request-id.ts';
import { appPerBlock } from '../helpers/app-per-block.ts';
import { logCapture } from './support.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it.each(['abc', 'req-1.2:3_x', 'A'.repeat(64), '0b7c2f6e-8a4d-4f1e-9b3a-1c2d3e4f5a6b'])('keeps a sane id %s', (id) => {
    expect(requestIdOf({ headers: { 'x-request-id': id } })).toBe(id);
  });

  it.each(['', 'A'.repeat(65), 'a b', 'a/b', 'é', '<script>', 'a\nb', '{"x":1}'])('replaces %j with a new UUID', (id) => {
    expect(requestIdOf({ headers: { 'x-request-id': id } })).toMatch(UUID);
  });

  it('generates a UUID without the header, a different one each time', () => {
    const a = requestIdOf({ headers: {} });
    expect(a).toMatch(UUID);
    expect(requestIdOf({ headers: {} })).not.toBe(a);
  });
});

describe('request ids through the app', () => {
  const logs = logCapture();
  const t = appPerBlock({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });

  it('echoes a sane incoming X-Request-Id', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-42.abc:1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-42.abc:1');
  });

  it('generates one when there is none, or when the given one is not sane', async () => {
    const none = await t.app.inject('/api/health');
    expect(none.headers['x-request-id']).toMatch(UUID);
    const odd = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'x'.repeat(65) } });
    expect(odd.headers['x-request-id']).toMatch(UUID);
    const other = await t.app.inject('/api/health');
    expect(other.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });

  it('is on a 404, a malformed-JSON 400, a bad URL encoding and a validation error', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/api/v1/does-not-exist', headers: { 'x-request-id': 'id-404' } }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/otp',
        payload: '{"PHONE": ',
        headers: { 'content-type': 'application/json', 'x-request-id': 'id-json' },
      }),
      t.app.inject({ url: '/api/%zz', headers: { 'x-request-id': 'id-url' } }),
      t.app.inject({ url: '/api/v1/stores/near?lat=abc&lng=1', headers: { 'x-request-id': 'id-valid' } }),
    ]);
    expect(answers.map((r) => [r.statusCode, r.headers['x-request-id'], r.json<{ code: string }>().code])).toEqual([
      [404, 'id-404', 'ROUTE_NOT_FOUND'],
      [400, 'id-json', 'INVALID_JSON'],
      [400, 'id-url', 'BAD_REQUEST'],
      [400, 'id-valid', 'VALIDATION_FAILED'],
    ]);
    // The error bodies keep their shape: the id travels in the header only.
    expect(Object.keys(answers[1]!.json<object>()).sort()).toEqual(['code', 'message']);
  });

  it('is in every log line of the request, as requestId', async () => {
    await t.app.inject({ url: '/api/v1/does-not-exist', headers: { 'x-request-id': 'log-me-1' } });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      payload: '{',
      headers: { 'content-type': 'application/json', 'x-request-id': 'log-me-2' },
    });
    const lines = logs.lines();
    for (const id of ['log-me-1', 'log-me-2']) {
      const mine = lines.filter((l) => l.requestId === id);
      // The request's one line (observability/request-log.ts), and whatever else it logged.
      expect(mine.filter((l) => l.msg === 'request')).toHaveLength(1);
    }
    // Every line about a request carries its id.
    const aboutRequests = lines.filter((l) => l.msg === 'request' || 'err' in l);
    expect(aboutRequests.length).toBeGreaterThanOrEqual(2);
    expect(aboutRequests.filter((l) => typeof l.requestId !== 'string')).toEqual([]);
    expect(lines.some((l) => 'reqId' in l)).toBe(false);
  });
});
