import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './imports.ts';

/**
 * The back office calls the API by operation only (docs/api.md#the-typed-client): outside `lib/api/`,
 * no file calls the raw `request` (a path string and a `<T>` cast) nor imports it; `call(ops.X, …)`
 * takes its place.
 */
const SRC = path.resolve(import.meta.dirname, '../../apps/admin/src');
const LIB_API = path.join(SRC, 'lib', 'api') + path.sep;

/** A call `request<…>(` or `request(` (not `x.request(` nor `myRequest(`), or `request` imported from lib/api/client. */
const RAW_CALL = /(?<![\w$.])request\s*[<(]/;
const RAW_IMPORT = /import\s*\{[^}]*(?<![\w$])request(?![\w$])[^}]*\}\s*from\s*['"][^'"]*\/api\/client(?:\.ts)?['"]/;

function rawRequestLines(code: string): string[] {
  const found = code.split('\n').filter((line) => RAW_CALL.test(line) && !/^\s*(\/\/|\*)/.test(line));
  const imported = code.match(RAW_IMPORT);
  return imported ? [imported[0].replace(/\s+/g, ' '), ...found] : found;
}

describe('the back office’s API calls', () => {
  it('go through call(ops.X) everywhere but lib/api', () => {
    const offenders = sourceFiles(SRC)
      .filter((f) => !f.startsWith(LIB_API))
      .flatMap((f) => rawRequestLines(fs.readFileSync(f, 'utf8')).map((line) => `${path.relative(SRC, f)}: ${line.trim()}`));
    expect(offenders, 'use call(ops.<operationId>, { params, query, body }, options) from lib/api/call.ts').toEqual([]);
  });

  it('are told apart from other calls', () => {
    expect(rawRequestLines("  return request<Staff>('GET', '/admin/auth/me');")).toHaveLength(1);
    expect(rawRequestLines("await request('POST', '/admin/auth/logout');")).toHaveLength(1);
    expect(rawRequestLines("import { buildPath, request } from '../../../lib/api/client.ts';")).toHaveLength(1);
    expect(rawRequestLines("import {\n  request as send,\n} from '../api/client';")).toHaveLength(1);
    expect(
      rawRequestLines(
        [
          "import { call, ops } from '../../../lib/api/call.ts';",
          "import { buildPath } from '../../../lib/api/client.ts';",
          'export const getMe = () => call(ops.getStaffMe);',
          'const r = await app.request({ url });',
          'useRequest(); sendRequest(1);',
          '// request(…) used to be called here',
          ' * request<T>(method, path) in a comment',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
