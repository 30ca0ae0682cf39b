/**
 * Malformed-input cases generated from the OpenAPI document, for every operation under a prefix.
 * A case either must be rejected (4xx) or merely must not crash (< 500); every 4xx must be the
 * API's JSON error `{ code, message }`, its code one of the contracts' ERROR_CODES.
 */
import { isErrorCode } from '@qadhya/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { rawViolates, resolve, sample, singleType, wrongTyped, type Doc, type Schema } from './json-schema.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** OpenAPI path template, e.g. /api/v1/stores/{id} */
  path: string;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
}

export interface Case {
  label: string;
  request: InjectOptions & { method: string; url: string };
  /** true: the answer must be a 4xx; false: it only must not be a 5xx. */
  mustReject: boolean;
}

export function collectOperations(doc: Doc, prefix: string): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith(prefix)) continue;
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of METHODS) {
      const op = item[method] as { parameters?: Parameter[]; requestBody?: Operation['requestBody'] } | undefined;
      if (!op) continue;
      const own = op.parameters ?? [];
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      ops.push({ method: method.toUpperCase(), path, parameters, requestBody: op.requestBody });
    }
  }
  return ops;
}

/** [label, encoded as sent, decoded as the route sees it] */
type Value = [string, string, string];
const v = (decoded: string, label = decoded): Value => [label, encodeURIComponent(decoded), decoded];

export const BAD_PATH_VALUES: Value[] = [
  v('abc'),
  v('-1'),
  v('0'),
  v('1.5'),
  v('\0', '%00'),
  v('x'.repeat(500), "500 × 'x'"),
  v('x'.repeat(501), "501 × 'x'"),
  v('9'.repeat(40), "40 × '9'"),
  v(' ', 'space'),
  v("'; drop table stores; --", 'sql'),
  v('<script>alert(1)</script>', 'script'),
  v('€é', 'non-ASCII'),
  v('null'),
  v('undefined'),
  v('1e309'),
  v('a/b', 'encoded slash'),
];

export const BAD_QUERY_VALUES: Value[] = [
  v('abc'),
  v('-1'),
  v('0'),
  v('1.5'),
  v('-999999999999'),
  v('9'.repeat(40), "40 × '9'"),
  v('1e309'),
  v('NaN'),
  v('Infinity'),
  v(''),
  v('\0', '%00'),
  v('x'.repeat(5000), "5000 × 'x'"),
  v('true'),
  v('[]'),
  v('{}'),
  v("'; drop table stores; --", 'sql'),
  v('%', 'lone %'),
];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x');
}

function queryString(pairs: [string, string][]): string {
  return pairs.length ? `?${pairs.map(([k, val]) => `${encodeURIComponent(k)}=${val}`).join('&')}` : '';
}

function isMutating(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

export interface CaseOptions {
  /**
   * Allow requests that may pass validation on mutating operations (they could write). Only on
   * a database of our own, never on a shared one.
   */
  mayWrite: boolean;
}

export function malformedCases(doc: Doc, op: Operation, options: CaseOptions): Case[] {
  const cases: Case[] = [];
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const basePath: Record<string, string> = {};
  for (const p of pathParams) basePath[p.name] = encodeURIComponent(String(sample(doc, p.schema)));
  const baseQuery: [string, string][] = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, encodeURIComponent(String(sample(doc, p.schema)))]);

  const json = op.requestBody?.content?.['application/json'];
  const bodySchema = json ? resolve(doc, json.schema) : undefined;
  const baseBody = bodySchema ? sample(doc, bodySchema) : undefined;
  const withBody = (r: Case['request']): Case['request'] =>
    baseBody === undefined ? r : { ...r, payload: JSON.stringify(baseBody), headers: { 'content-type': 'application/json' } };
  const mayPass = !isMutating(op.method) || options.mayWrite;
  const add = (label: string, request: Case['request'], mustReject: boolean) => {
    if (mustReject || mayPass) cases.push({ label, request, mustReject });
  };
  const baseUrl = fill(op.path, basePath) + queryString(baseQuery);

  if (!isMutating(op.method)) add('valid sample', { method: op.method, url: baseUrl }, false);

  for (const p of pathParams) {
    for (const [label, encoded] of BAD_PATH_VALUES) {
      const url = fill(op.path, { ...basePath, [p.name]: encoded }) + queryString(baseQuery);
      // An absurd value never names an existing resource: always a 4xx (400 or 404).
      add(`path ${p.name} = ${label}`, withBody({ method: op.method, url }), true);
    }
    const url = fill(op.path, { ...basePath, [p.name]: '%E0%A4%A' }) + queryString(baseQuery);
    add(`path ${p.name} = bad percent-encoding`, withBody({ method: op.method, url }), true);
  }

  for (const p of queryParams) {
    const others = baseQuery.filter(([k]) => k !== p.name);
    for (const [label, encoded, decoded] of BAD_QUERY_VALUES) {
      const url = fill(op.path, basePath) + queryString([...others, [p.name, encoded]]);
      add(`query ${p.name} = ${label}`, withBody({ method: op.method, url }), rawViolates(doc, p.schema, decoded) === true);
    }
    const twice = fill(op.path, basePath) + queryString([...others, [p.name, 'abc'], [p.name, '-1']]);
    add(`query ${p.name} repeated`, withBody({ method: op.method, url: twice }), false);
    if (p.required) {
      add(`query ${p.name} missing`, withBody({ method: op.method, url: fill(op.path, basePath) + queryString(others) }), true);
    }
  }
  if (!isMutating(op.method))
    add('unknown query parameter', { method: op.method, url: baseUrl + (baseQuery.length ? '&' : '?') + 'zz_unknown=1' }, false);

  // Odd headers: never a 5xx, and any error in the one shape.
  const headerCases: [string, Record<string, string>][] = [
    ['If-None-Match: 4 KB of junk', { 'if-none-match': `"${'x'.repeat(4096)}"` }],
    ['If-None-Match: a list of weak tags', { 'if-none-match': 'W/"a", W/"b", *' }],
    ['Authorization: Bearer garbage', { authorization: 'Bearer not-a-token' }],
    ['Authorization: Basic', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['Authorization: 8 KB', { authorization: `Bearer ${'a'.repeat(8192)}` }],
    ['Accept-Encoding: junk', { 'accept-encoding': 'zz;q=abc, br;q=-1' }],
    ['Accept: image/png only', { accept: 'image/png' }],
    ['X-Forwarded-For: junk', { 'x-forwarded-for': 'not-an-ip, ::::' }],
    ['Content-Type: application/json; charset=bogus', { 'content-type': 'application/json; charset=bogus' }],
  ];
  for (const [label, headers] of headerCases) {
    const r = withBody({ method: op.method, url: baseUrl });
    add(`header ${label}`, { ...r, headers: { ...r.headers, ...headers } }, false);
  }

  if (json && bodySchema) {
    const objectLike = singleType(doc, bodySchema) === 'object';
    const send = (payload: string, contentType = 'application/json'): Case['request'] => ({
      method: op.method,
      url: baseUrl,
      payload,
      headers: { 'content-type': contentType },
    });
    add('body: invalid JSON', send('{"broken": '), true);
    add('body: empty with a JSON content type', send(''), true);
    add('body: prototype poisoning', send('{"__proto__": {"polluted": true}}'), true);
    add('body: 1.1 MB', send(JSON.stringify({ junk: 'x'.repeat(1_100_000) })), true);
    if (!op.requestBody?.content?.['text/plain']) add('body: text/plain', send('hello', 'text/plain'), true);
    if (objectLike) {
      add('body: JSON array instead of an object', send('[]'), true);
      add('body: array of the valid object', send(JSON.stringify([baseBody])), true);
      add('body: null', send('null'), true);
      add('body: string', send('"text"'), true);
      add('body: number', send('42'), true);
      add('body: deeply nested arrays', send('['.repeat(5000) + ']'.repeat(5000)), true);
      const props = (bodySchema.properties ?? {}) as Record<string, Schema>;
      const required = Array.isArray(bodySchema.required) ? (bodySchema.required as string[]) : [];
      const base = (baseBody ?? {}) as Record<string, unknown>;
      for (const field of required) {
        const { [field]: _omitted, ...rest } = base;
        add(`body: required "${field}" missing`, send(JSON.stringify(rest)), true);
      }
      for (const [field, schema] of Object.entries(props)) {
        const wrong = wrongTyped(doc, schema);
        if (wrong !== undefined) add(`body: "${field}" wrong type`, send(JSON.stringify({ ...base, [field]: wrong })), true);
        add(`body: "${field}" null`, send(JSON.stringify({ ...base, [field]: null })), false);
        if (singleType(doc, resolve(doc, schema)) === 'string') {
          // PostgreSQL cannot store NUL, and no text of ours holds a control character: 400.
          add(`body: "${field}" with NUL`, send(JSON.stringify({ ...base, [field]: 'a\0b' })), true);
          add(`body: "${field}" with a control character`, send(JSON.stringify({ ...base, [field]: 'a\u0007b' })), true);
          add(`body: "${field}" 100k chars`, send(JSON.stringify({ ...base, [field]: 'x'.repeat(100_000) })), false);
        }
      }
      add('body: unknown extra field', send(JSON.stringify({ ...base, zz_unknown: 1 })), false);
    }
    if (op.requestBody?.required) add('body: absent', { method: op.method, url: baseUrl }, true);
  }
  return cases;
}

/** Checks one answer; returns a failure description or null. */
export function checkAnswer(c: Case, status: number, contentType: string | undefined, body: string): string | null {
  const where = `${c.request.method} ${c.request.url.slice(0, 120)} [${c.label}]`;
  const shown = body.slice(0, 200);
  if (status >= 500) return `${where} → ${status} ${shown}`;
  if (c.mustReject && (status < 400 || status >= 500)) return `${where} → ${status}, a 4xx was expected: ${shown}`;
  if (status >= 400) {
    if (!String(contentType).includes('application/json')) return `${where} → ${status} with content-type ${contentType}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${where} → ${status} with a body that is not JSON: ${shown}`;
    }
    const e = parsed as { code?: unknown; message?: unknown };
    if (typeof e?.code !== 'string' || typeof e.message !== 'string' || e.code === '') {
      return `${where} → ${status} without {code, message}: ${shown}`;
    }
    // Only the stable codes of the contracts (ERROR_CODES): the web app has a text for each.
    if (!isErrorCode(e.code)) return `${where} → ${status} with a code outside ERROR_CODES: ${shown}`;
    // Fastify's default shape ({ error, message, statusCode }) never leaks, even beside ours.
    if ('statusCode' in (parsed as object) || 'error' in (parsed as object))
      return `${where} → ${status} in Fastify's default shape: ${shown}`;
  }
  return null;
}

export async function runCases(app: FastifyInstance, cases: Case[]): Promise<string[]> {
  const failures: string[] = [];
  for (const c of cases) {
    const res = await app.inject(c.request);
    const failure = checkAnswer(c, res.statusCode, res.headers['content-type'] as string | undefined, res.body);
    if (failure) failures.push(failure);
  }
  return failures;
}
