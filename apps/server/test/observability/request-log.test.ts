/**
 * One log line per request (docs/operations.md#logs-and-request-ids): `"msg":"request"` with the
 * method, the path without its query, the route's template, the status, the time taken, the
 * client's address and the request id; Fastify's own `incoming request` / `request completed`
 * lines are gone.
 */
import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';
import { logCapture } from './support.ts';

describe('the request log', () => {
  const logs = logCapture();
  const t = appPerBlock({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });

  const linesOf = (id: string) => logs.lines().filter((l) => l.requestId === id);

  it('writes exactly one line for an answered request, with route, status, duration and request id', async () => {
    const res = await t.app.inject({ url: '/api/v1/categories?lang=ar&phone=98000001', headers: { 'x-request-id': 'one-line-1' } });
    expect(res.statusCode).toBe(200);
    const mine = linesOf('one-line-1');
    expect(mine).toHaveLength(1);
    const [line] = mine;
    expect(line).toMatchObject({
      msg: 'request',
      level: 30,
      method: 'GET',
      path: '/api/v1/categories',
      route: '/api/v1/categories',
      status: 200,
      requestId: 'one-line-1',
    });
    expect(typeof line!.duration_ms).toBe('number');
    expect(line!.duration_ms as number).toBeGreaterThanOrEqual(0);
    expect(typeof line!.ip).toBe('string');
    // The query string (a phone number here) never reaches the log.
    expect(JSON.stringify(line)).not.toContain('98000001');
    // Fastify's own two lines are off.
    expect(logs.lines().some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('one line for a 404, a validation error, a bad URL encoding and a route template with an id', async () => {
    await Promise.all([
      t.app.inject({ url: '/api/v1/nowhere', headers: { 'x-request-id': 'one-line-404' } }),
      t.app.inject({ url: '/api/v1/stores/near?lat=abc&lng=1', headers: { 'x-request-id': 'one-line-400' } }),
      t.app.inject({ url: '/api/%zz', headers: { 'x-request-id': 'one-line-url' } }),
      t.app.inject({ url: '/api/v1/products/999999999', headers: { 'x-request-id': 'one-line-id' } }),
    ]);
    const requestLine = (id: string) => {
      const lines = linesOf(id).filter((l) => l.msg === 'request');
      expect(lines, id).toHaveLength(1);
      return lines[0]!;
    };
    expect(requestLine('one-line-404')).toMatchObject({ status: 404, route: '(unmatched)', path: '/api/v1/nowhere' });
    expect(requestLine('one-line-400')).toMatchObject({ status: 400, route: '/api/v1/stores/near', path: '/api/v1/stores/near' });
    expect(requestLine('one-line-url')).toMatchObject({ status: 400 });
    expect(requestLine('one-line-id')).toMatchObject({ status: 404, route: '/api/v1/products/:id', path: '/api/v1/products/999999999' });
  });

  it('a plain request writes one line of about 200 bytes (was two lines, about 459 bytes)', async () => {
    const before = logs.lines().length;
    await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'one-line-size', 'user-agent': 'probe/1.0' } });
    const lines = logs.lines().slice(before);
    expect(lines).toHaveLength(1);
    expect(Buffer.byteLength(JSON.stringify(lines[0]))).toBeLessThan(300);
  });
});
