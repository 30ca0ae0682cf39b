/**
 * Attacks below the routes (issue 12, items 8 and 9), on a real port: a body trickled byte by byte,
 * a malformed Content-Length, control characters in a header, oversized headers — on every
 * operation of the OpenAPI document. Each answer is the one JSON shape `{ code, message }`.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectOperations } from '../api/support/malformed.ts';
import type { Doc } from '../api/support/json-schema.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { errorShape, rawRequest } from './raw-http.ts';

let app: FastifyInstance;
let port: number;
let paths: string[];

beforeAll(async () => {
  // A short request timeout so the slow client is cut quickly (the test asserts the answer, not the time).
  app = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: '300' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  const doc = app.swagger() as Doc;
  paths = collectOperations(doc, '/api/v1').map((op) => `${op.method} ${op.path.replace(/\{[^}]+\}/g, '1')}`);
});
afterAll(async () => {
  await app.close();
});

describe('slow clients', () => {
  it('a POST that declares a body and sends one byte is answered 408 REQUEST_TIMEOUT and closed', async () => {
    const res = await rawRequest(port, [
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    ]);
    expect(res.status).toBe(408);
    expect(res.headers['content-type']).toContain('application/json');
    expect(errorShape(res.body).code).toBe('REQUEST_TIMEOUT');
  });

  it('headers that never end are answered 408 too', async () => {
    const res = await rawRequest(port, ['GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: a']);
    expect(res.status).toBe(408);
    expect(errorShape(res.body).code).toBe('REQUEST_TIMEOUT');
  });
});

describe('malformed requests on every operation', () => {
  it('a Content-Length that is not a number → 400 BAD_REQUEST', async () => {
    for (const line of paths) {
      const [method, path] = line.split(' ');
      const res = await rawRequest(port, [`${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`]);
      expect.soft(res.status, line).toBe(400);
      expect.soft(errorShape(res.body).code, line).toBe('BAD_REQUEST');
    }
  });

  it('control characters in If-None-Match → 400 BAD_REQUEST', async () => {
    for (const line of paths) {
      const [method, path] = line.split(' ');
      const res = await rawRequest(port, [`${method} ${path} HTTP/1.1\r\nHost: x\r\nIf-None-Match: "a\x01b"\r\n\r\n`]);
      expect.soft(res.status, line).toBe(400);
      expect.soft(errorShape(res.body).code, line).toBe('BAD_REQUEST');
    }
  });

  it('headers over 16 KB → 431 HEADERS_TOO_LARGE', async () => {
    for (const line of paths.slice(0, 10)) {
      const [method, path] = line.split(' ');
      const res = await rawRequest(port, [`${method} ${path} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
      expect.soft(res.status, line).toBe(431);
      expect.soft(errorShape(res.body).code, line).toBe('HEADERS_TOO_LARGE');
    }
  });

  it('a body longer than its Content-Length, or chunked and broken, is never a 5xx', async () => {
    for (const line of paths.filter((l) => !l.startsWith('GET'))) {
      const [method, path] = line.split(' ');
      const broken = await rawRequest(port, [
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      ]);
      expect.soft(broken.status, line).toBeGreaterThanOrEqual(400);
      expect.soft(broken.status, line).toBeLessThan(500);
      errorShape(broken.body);
    }
  });
});
