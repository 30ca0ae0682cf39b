import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './imports.ts';

/**
 * The shoppers' app calls the API by operation only (docs/api.md#the-typed-client):
 * `call(ops.X, …)`, never a path string through `api.get/post/put/patch/delete` or `request<T>`.
 * Only lib/api, where `call` is built on the request function, may use them.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'apps', 'web', 'src');
const LIB_API = path.join(SRC, 'lib', 'api') + path.sep;

/**
 * A call by path: `api.get(…)`, `api\n  .post<T>(…)` or `request<T>(…)`; or `api` / `request` imported
 * from lib/api (a local `request(…)` of another module, like the geolocation prompt's, is not one).
 */
const BY_PATH =
  /\bapi\s*\.\s*(?:get|post|put|patch|delete)\b|(?<![\w$.])request\s*<|import\s*\{[^}]*(?<![\w$])(?:api|request)(?![\w$])[^}]*\}\s*from\s*['"][^'"]*\/api\/(?:index|client)(?:\.ts)?['"]/g;

/** The lines of `code` that call the API by path. */
function callsByPath(code: string): number[] {
  return [...code.matchAll(BY_PATH)].map((m) => code.slice(0, m.index).split('\n').length);
}

describe('the typed client in apps/web', () => {
  it('finds a call by path, on one line or two, and leaves call(ops.X) alone', () => {
    expect(callsByPath("const a = api.get<Page>('/lists', { signal });")).toEqual([1]);
    expect(callsByPath("return api\n    .post<Result>('/favorites/sync', body);")).toEqual([1]);
    expect(callsByPath("x();\nawait request<Me>('GET', '/users/me');")).toEqual([2]);
    expect(callsByPath("import { api, isApiError } from '../../lib/api/index.ts';")).toEqual([1]);
    expect(callsByPath("import {\n  request as send,\n} from '../api/client.ts';")).toEqual([1]);
    expect(callsByPath("import { isApiError } from '../../lib/api/index.ts';\nfunction ask() {\n  request(false);\n}")).toEqual([]);
    expect(
      callsByPath(
        "const page = await call(ops.listMyShoppingLists, { query: { tab } });\nconst wakeLock = await nav.wakeLock.request('screen');",
      ),
    ).toEqual([]);
  });

  it('has no call by path outside lib/api', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.startsWith(LIB_API))
      .flatMap((file) =>
        callsByPath(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(SRC, file).split(path.sep).join('/')}:${line}`),
      );
    expect(offenders, 'call the operation instead: call(ops.X, { params, query, body }, options)').toEqual([]);
  });
});
