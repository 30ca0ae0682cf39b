/**
 * The route table of @qadhya/contracts/routes against the routes the app registers
 * (docs/api.md#the-route-table): every documented operation has exactly one entry, with the same
 * method and path, and every entry is served; operationIds are unique across the feature tables.
 */
import * as routes from '@qadhya/contracts/routes';
import { API_TAGS, apiRoutes, type RouteDef } from '@qadhya/contracts/routes';
import { travelClock } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { testClock } from '../helpers/test-db.ts';

type Doc = { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>; tags?: { name: string }[] };

let app: FastifyInstance;
let doc: Doc;
beforeAll(async () => {
  // A travel clock: the test-only POST /api/dev/clock/advance is registered too.
  app = await buildTestApp({ clock: travelClock(testClock()) });
  doc = app.swagger() as Doc;
});
afterAll(async () => app.close());

const tables = Object.entries(routes).filter(([name]) => name.endsWith('Api')) as [
  string,
  Record<string, RouteDef & { operationId: string }>,
][];
const entries = Object.values(apiRoutes) as (RouteDef & { operationId: string })[];
/** Fastify's `/a/:id` as the document writes it, `/a/{id}`. */
const docPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('route table', () => {
  it('files each operationId once across the feature tables, under its own key', () => {
    const ids = tables.flatMap(([, table]) => Object.keys(table));
    expect(ids.length).toBeGreaterThan(200);
    expect(new Set(ids).size).toBe(ids.length);
    expect(entries).toHaveLength(ids.length);
    for (const [key, def] of Object.entries(apiRoutes)) expect(def.operationId).toBe(key);
    for (const id of ids) expect(id, id).toMatch(/^[a-z][a-zA-Z]+$/);
  });

  it('gives every documented operation exactly one entry, with its method and path', () => {
    const documented: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        documented.push(`${method.toUpperCase()} ${path}`);
        const def = op.operationId ? (apiRoutes as Record<string, RouteDef>)[op.operationId] : undefined;
        expect(def, `${method.toUpperCase()} ${path} (${op.operationId})`).toBeDefined();
        expect(`${def!.method} ${docPath(def!.path)}`).toBe(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(new Set(documented).size).toBe(entries.length);
  });

  it('has every entry served by the app', () => {
    const missing = entries.filter((def) => !app.hasRoute({ method: def.method, url: def.path })).map((def) => def.operationId);
    expect(missing).toEqual([]);
  });

  it('defines every tag used, one line each, at the top of the document', () => {
    expect(doc.tags?.map((t) => t.name)).toEqual(Object.keys(API_TAGS));
    for (const line of Object.values(API_TAGS)) expect(line).not.toContain('\n');
    const used = new Set(Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])));
    expect([...used].filter((tag) => !(tag in API_TAGS))).toEqual([]);
  });
});
