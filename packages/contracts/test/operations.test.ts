import fs from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { checkAnswer } from '../src/client/check-answer.ts';
import { operationFiles } from '../src/client/generate.ts';
import { fillPath, type AnswerOf, type InputOf, type RouteOf } from '../src/client/operation.ts';
import * as ops from '../src/client/operations.ts';
import { apiRoutes } from '../src/routes/index.ts';

describe('the typed client’s operations (docs/api.md#the-typed-client)', () => {
  it('operations.ts and ops/ are what the route table generates (npm run gen:client), no file more', () => {
    const dir = new URL('../src/client/', import.meta.url);
    const expected = operationFiles();
    for (const [file, text] of expected) expect(fs.readFileSync(new URL(file, dir), 'utf8'), file).toBe(text);
    const present = fs.readdirSync(new URL('ops/', dir)).map((f) => `ops/${f}`);
    expect(present.sort()).toEqual([...expected.keys()].filter((f) => f.startsWith('ops/')).sort());
  });

  it('has one operation per route, with the route’s method and path', () => {
    const byId = ops as Record<string, { id: string; method: string; path: string }>;
    expect(Object.keys(byId).sort()).toEqual(Object.keys(apiRoutes).sort());
    for (const [id, route] of Object.entries(apiRoutes)) {
      expect(byId[id]).toEqual({ id, method: route.method, path: route.path });
    }
  });

  it('fills the path: params encoded, the /api/v1 prefix left to the app’s request', () => {
    expect(fillPath(ops.addFavourite, { sku: 'a/b c' })).toBe('/favorites/a%2Fb%20c');
    expect(fillPath(ops.listMyFavourites)).toBe('/favorites');
    expect(() => fillPath(ops.addFavourite, {})).toThrow(/sku is missing/);
  });

  it('checks an answer against the route’s 2xx schemas', () => {
    expect(checkAnswer(ops.checkFavourite, { sku: '1', isFavorite: 'oui' })).toMatch(/checkFavourite .* refuses/);
    expect(checkAnswer(ops.checkFavourite, { sku: '1', isFavorite: true })).toBeNull();
    expect(checkAnswer(ops.removeFavourite, undefined)).toBeNull();
  });

  it('types calls from the schemas', () => {
    type Add = RouteOf<typeof ops.addFavourite>;
    expectTypeOf<InputOf<Add>>().toHaveProperty('params');
    expectTypeOf<InputOf<Add>['params']>().toEqualTypeOf<{ sku: string }>();
    expectTypeOf<AnswerOf<RouteOf<typeof ops.removeFavourite>>>().toEqualTypeOf<undefined>();
    // A response table spread from another object has string keys: its 200 still types the answer.
    expectTypeOf<AnswerOf<RouteOf<typeof ops.listProducts>>>().not.toBeNever();
    expectTypeOf<AnswerOf<RouteOf<typeof ops.listProducts>>>().toHaveProperty('items');
  });
});
