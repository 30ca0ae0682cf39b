import * as routes from '../routes/index.ts';
import type { RouteDef } from '../routes/define.ts';

/**
 * The text of `operations.ts` (docs/api.md#the-typed-client): one constant per operation of the route
 * table, its id, method and path, typed by its route. `npm run gen:client` writes it; a unit test
 * refuses a file that differs.
 */
export function operationsSource(): string {
  const tables = Object.entries(routes)
    .filter(([name, value]) => name.endsWith('Api') && value && typeof value === 'object')
    .sort(([a], [b]) => a.localeCompare(b)) as [string, Record<string, RouteDef>][];
  const lines = [
    '// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.',
    "import type * as routes from '../routes/index.ts';",
    "import type { Operation } from './operation.ts';",
    '',
  ];
  for (const [table, ops] of tables) {
    lines.push(`// ${table}`);
    for (const [id, def] of Object.entries(ops)) {
      lines.push(
        `export const ${id} = { id: '${id}', method: '${def.method}', path: '${def.path}' } as Operation<(typeof routes)['${table}']['${id}']>;`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
