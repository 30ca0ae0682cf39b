/**
 * The API's error codes are one list, ERROR_CODES in the contracts (docs/security.md#one-error-shape):
 * every code the server's sources spell is in it, and the last guard of the errors plugin replaces any
 * other code before it leaves. (The OpenAPI walk and the fuzz walk in test/api check the answers.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, ErrorCode, isErrorCode, StoreErrorCode } from '@qadhya/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { codeForStatus, errorsPlugin, stableCode } from '../../src/plugins/errors.ts';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    // The demo data (seed/) holds codes of its own (categories, governorates), never answered.
    if (e.isDirectory()) return e.name === 'seed' ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The places a code is written: AppError(status, 'X'), notFound/badRequest/tooMany('X'), `code: 'X'`, [status, 'X', …], `409: 'X'`. */
const CODE_SPOTS = [
  /new AppError\(\s*\d{3},\s*'([A-Za-z0-9_]+)'/g,
  /\b(?:notFound|badRequest|tooMany)\(\s*'([A-Za-z0-9_]+)'/g,
  /\bcode(?:: ErrorCode)?\s*[:=]\s*'([A-Z][A-Za-z0-9_]+)'/g,
  /\[\s*\d{3},\s*'([A-Z][A-Za-z0-9_]+)'/g,
  /^\s*\d{3}:\s*'([A-Z][A-Za-z0-9_]+)',?$/gm,
];

function codesInSources(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const spot of CODE_SPOTS) {
      for (const m of text.matchAll(spot)) {
        const where = found.get(m[1]!) ?? [];
        where.push(path.relative(SRC, file));
        found.set(m[1]!, where);
      }
    }
  }
  return found;
}

describe('ERROR_CODES', () => {
  it('is one list of distinct UPPER_SNAKE codes, the same as the ErrorCode enum', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(ErrorCode.options).toEqual([...ERROR_CODES]);
    for (const code of StoreErrorCode.options) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('holds every code the server sources write', () => {
    const found = codesInSources();
    // The scan does find the codes (a pattern that stopped matching would make this test empty).
    expect(found.size).toBeGreaterThan(40);
    for (const code of ['STORE_NOT_FOUND', 'OTP_LOCKED', 'RATE_LIMITED', 'BUSY', 'REQUEST_TIMEOUT', 'ROUTE_NOT_FOUND', 'CONFLICT']) {
      expect(found.has(code), code).toBe(true);
    }
    // Framework codes are only read from errors, never answered.
    const outside = [...found].filter(
      ([code]) => !isErrorCode(code) && !code.startsWith('FST_') && !code.startsWith('ERR_') && !code.startsWith('HPE_'),
    );
    expect(outside).toEqual([]);
  });

  it('gives every status a code of the list', () => {
    for (let status = 400; status < 600; status++) expect(isErrorCode(codeForStatus(status))).toBe(true);
    expect(codeForStatus(409)).toBe('CONFLICT');
    expect(codeForStatus(503)).toBe('SERVICE_UNAVAILABLE');
    expect(codeForStatus(502)).toBe('INTERNAL_ERROR');
    expect(stableCode('OTP_LOCKED', 429)).toBe('OTP_LOCKED');
    expect(stableCode('SOMETHING_ELSE', 429)).toBe('TOO_MANY_REQUESTS');
  });
});

describe('the last guard of the errors plugin', () => {
  it('answers no code outside the list, whoever wrote the body', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/odd', (_req, reply) => reply.code(409).send({ code: 'ALREADY_THERE', message: 'Already there.', retry_after: 3 }));
    app.get('/default-shape', (_req, reply) => reply.code(418).send({ statusCode: 418, error: "I'm a teapot", message: 'Tea.' }));
    app.get('/fastify-code', (_req, reply) =>
      reply.code(413).send({ statusCode: 413, code: 'FST_SOMETHING', error: 'x', message: 'Big.' }),
    );
    app.get('/known', (_req, reply) => reply.code(404).send({ code: 'STORE_NOT_FOUND', message: 'No store.' }));
    app.get('/not-an-error', (_req, reply) => reply.code(503).send({ status: 'unavailable' }));
    app.get('/thrown', () => {
      throw Object.assign(new Error('Gone.'), { statusCode: 410 });
    });
    try {
      const odd = await app.inject('/odd');
      expect([odd.statusCode, odd.json()]).toEqual([409, { code: 'CONFLICT', message: 'Already there.', retry_after: 3 }]);
      expect((await app.inject('/default-shape')).json()).toEqual({ code: 'BAD_REQUEST', message: 'Tea.' });
      expect((await app.inject('/fastify-code')).json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Big.' });
      expect((await app.inject('/known')).json()).toEqual({ code: 'STORE_NOT_FOUND', message: 'No store.' });
      expect((await app.inject('/not-an-error')).json()).toEqual({ status: 'unavailable' });
      expect((await app.inject('/thrown')).json()).toEqual({ code: 'BAD_REQUEST', message: 'Gone.' });
    } finally {
      await app.close();
    }
  });
});
