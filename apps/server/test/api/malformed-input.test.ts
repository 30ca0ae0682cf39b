/**
 * Every operation under /api/v1, read from the app's own OpenAPI document (so routes added later
 * are covered without touching this file), gets malformed path params, query values and bodies:
 * the answers must be 4xx (never 5xx) with the JSON error `{ code, message }`.
 */
import { API_SCOPES } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createStaff } from '../admin/staff-helpers.ts';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { collectOperations, malformedCases, runCases, type Case, type Operation } from './support/malformed.ts';
import type { Doc } from './support/json-schema.ts';
import { buildSampleApp } from './support/sample-app.ts';

const app: FastifyInstance = await buildTestApp();
afterAll(async () => {
  await app.close();
});
const doc = app.swagger() as Doc;
// The health probes too (GET /api/health, /live, /ready): odd requests never make them fail.
const operations = [...collectOperations(doc, '/api/v1'), ...collectOperations(doc, '/api/health')];
// A PGlite copy belongs to this file alone; a PostgreSQL test database is shared with other files.
const mayWrite = !inject('databaseUrl');

const expectJsonError = (
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
  code?: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = res.json() as { code: unknown; message: unknown };
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  if (code) expect(body.code).toBe(code);
};

describe('malformed input on every /api/v1 operation and the health probes', () => {
  if (operations.length === 0) {
    it('has no /api/v1 operation yet (nothing to fuzz)', () => {
      expect(operations).toEqual([]);
    });
  }
  for (const op of operations) {
    it(`${op.method} ${op.path}`, async () => {
      const cases = allCases(op);
      expect(cases.length).toBeGreaterThan(0);
      expect(await runCases(app, cases)).toEqual([]);
    });
    // Routes behind a sign-in answer 401 to everything above: fuzz them again with a live token
    // (a fresh user per operation; for the back office a fresh admin's session, for the
    // integrations a fresh key with every scope and a new Idempotency-Key per case), so their own
    // validation is reached too.
    if (needsUser(op) && !streams(op)) {
      it(`${op.method} ${op.path} (signed in)`, async () => {
        const headersFor = await signedIn(op);
        const cases = allCases(op).map((c) => ({ ...c, request: { ...c.request, headers: { ...c.request.headers, ...headersFor() } } }));
        expect(await runCases(app, cases)).toEqual([]);
      });
    }
  }
});

/** The generated cases, plus a broken JSON body on mutating operations that take no JSON body. */
function allCases(op: Operation): Case[] {
  const cases = malformedCases(doc, op, { mayWrite });
  if (op.method !== 'GET' && !op.requestBody?.content?.['application/json']) {
    const url = op.path.replace(/\{[^}]+\}/g, '1');
    cases.push({
      label: 'body: invalid JSON (no JSON body expected)',
      request: { method: op.method, url, payload: '{"broken": ', headers: { 'content-type': 'application/json' } },
      mustReject: true,
    });
  }
  return cases;
}

let idempotencyKeys = 0;

/** The headers of a live caller of the operation's audience (a function: a new Idempotency-Key each call). */
async function signedIn(op: Operation): Promise<() => Record<string, string>> {
  if (op.path.startsWith('/api/v1/admin/')) {
    const staff = await createStaff(app, 'admin');
    return () => staff.headers;
  }
  if (op.path.startsWith('/api/v1/integrations/')) {
    const key = await createApiKey(app);
    return () => ({ authorization: `Bearer ${key}`, 'idempotency-key': `fuzz-${++idempotencyKeys}` });
  }
  const user = await createUser(app);
  return () => user.headers;
}

/** A live API key with every scope, bound to no store. */
async function createApiKey(fastify: FastifyInstance): Promise<string> {
  const created = await fastify.services.apiKeys.create(
    { staffId: (await createStaff(fastify, 'admin')).id, ip: '127.0.0.1' },
    { name: 'fuzz', scopes: [...API_SCOPES], stores: [] },
  );
  return created.key;
}

/**
 * Whether an operation answers a stream that stays open (Server-Sent Events, GET /lists/events):
 * signed in, it never ends for inject() to read; it is fuzzed signed out above, and its own test
 * (test/live/list-events.test.ts) reads it on a real port.
 */
function streams(op: Operation): boolean {
  const item = (doc.paths ?? {})[op.path] as
    Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> } | undefined> | undefined;
  return Boolean(item?.[op.method.toLowerCase()]?.responses?.['200']?.content?.['text/event-stream']);
}

/** Whether an operation documents a 401 (it requires a signed-in user). */
function needsUser(op: Operation): boolean {
  const item = (doc.paths ?? {})[op.path] as Record<string, { responses?: Record<string, unknown> } | undefined> | undefined;
  return Boolean(item?.[op.method.toLowerCase()]?.responses?.['401']);
}

describe('framework answers', () => {
  it('GET /api/health answers {status: "ok"}', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/v1'],
    ['GET', '/api/v1/does-not-exist'],
    ['GET', '/api/v1/does-not-exist?x=1'],
    ['POST', '/api/v1/does-not-exist'],
    ['DELETE', '/api/v2/anything'],
    ['PUT', '/api/health'],
  ] as const)('%s %s → 404 ROUTE_NOT_FOUND', async (method, url) => {
    expectJsonError(await app.inject({ method, url }), 404, 'ROUTE_NOT_FOUND');
  });

  it.each(['/api/v1/x%E0%A4%A', '/api/%zz', '/api/health%'])('bad URL encoding %s → 400 JSON', async (url) => {
    expectJsonError(await app.inject(url), 400);
  });

  it('a badly encoded query string is not a 5xx', async () => {
    const res = await app.inject('/api/health?q=%zz&r=%E0%A4%A');
    expect(res.statusCode).toBeLessThan(500);
  });

  it('GET /api/openapi.json is the OpenAPI document and lists every /api/v1 route', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const served = res.json() as Doc & { openapi: string };
    expect(served.openapi).toMatch(/^3\./);
    expect(served.paths).toHaveProperty('/api/health');
    expect(Object.keys(served.paths ?? {}).sort()).toEqual(Object.keys(doc.paths ?? {}).sort());
    // Every route the router knows under /api/v1 is documented (none hidden).
    expect(routesUnder(app, '/api/health').sort()).toEqual(['GET /api/health', 'GET /api/health/live', 'GET /api/health/ready']);
    const documentedHealth = new Set(collectOperations(served, '/api/health').map((o) => `${o.method} ${o.path}`));
    expect(routesUnder(app, '/api/health').filter((r) => !documentedHealth.has(r))).toEqual([]);
    const routed = routesUnder(app, '/api/v1');
    const documented = new Set(collectOperations(served, '/api/v1').map((o) => `${o.method} ${o.path}`));
    expect(routed.filter((r) => !documented.has(r))).toEqual([]);
  });
});

/**
 * "METHOD /path/{param}" of every route the router holds under `prefix` (HEAD and OPTIONS left
 * out), rebuilt from printRoutes' tree: each level is indented by 4 characters and holds the
 * segment that continues its parent's path.
 */
function routesUnder(fastify: FastifyInstance, prefix: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of fastify.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = [...m[1]!].length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const full = stack.join('');
    if (!m[3] || !full.startsWith(prefix)) continue;
    const path = full.replace(/:(\w+)/g, '{$1}');
    for (const method of m[3].split(',').map((x) => x.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push(`${method} ${path}`);
    }
  }
  return out;
}

describe('the fuzzer itself, on a sample app with the same plugins', () => {
  it('generates cases for params, query and body, and they all pass on well-behaved routes', async () => {
    const sampleApp = await buildSampleApp();
    try {
      const sampleDoc = sampleApp.swagger() as Doc;
      const ops = collectOperations(sampleDoc, '/api/v1').filter((o) => !o.path.includes('broken'));
      expect(ops.map((o) => `${o.method} ${o.path}`).sort()).toEqual(['GET /api/v1/things/{id}', 'POST /api/v1/things']);
      expect(routesUnder(sampleApp, '/api/v1').sort()).toEqual([
        'GET /api/v1/broken/{slug}',
        'GET /api/v1/things/{id}',
        'POST /api/v1/things',
      ]);
      const cases: Case[] = ops.flatMap((o) => malformedCases(sampleDoc, o, { mayWrite: true }));
      const labels = cases.map((c) => c.label);
      expect(labels).toContain('path id = abc');
      expect(labels).toContain('query page = abc');
      expect(labels).toContain('body: JSON array instead of an object');
      expect(labels).toContain('body: required "name" missing');
      expect(labels).toContain('body: "price" wrong type');
      expect(cases.find((c) => c.label === 'query page = abc')?.mustReject).toBe(true);
      expect(cases.find((c) => c.label === 'query page = 0')?.mustReject).toBe(true); // minimum 1
      expect(cases.find((c) => c.label === 'query sort = abc')?.mustReject).toBe(true); // enum
      expect(cases.find((c) => c.label === 'query q = abc')?.mustReject).toBe(false);
      expect(cases.length).toBeGreaterThan(60);
      expect(await runCases(sampleApp, cases)).toEqual([]);
    } finally {
      await sampleApp.close();
    }
  });

  it('reports a route that crashes on malformed input', async () => {
    const sampleApp = await buildSampleApp();
    try {
      const sampleDoc = sampleApp.swagger() as Doc;
      const broken = collectOperations(sampleDoc, '/api/v1/broken');
      expect(broken).toHaveLength(1);
      const failures = await runCases(sampleApp, malformedCases(sampleDoc, broken[0]!, { mayWrite: true }));
      expect(failures.length).toBeGreaterThan(0);
      expect(failures.every((f) => f.includes('[path slug = undefined]') && f.includes('→ 500'))).toBe(true);
    } finally {
      await sampleApp.close();
    }
  });
});
