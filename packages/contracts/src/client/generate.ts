import * as routes from '../routes/index.ts';
import type { RouteDef } from '../routes/define.ts';

const HEADER = '// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.';

/** Every operation of the route table with the name of its feature's table, by operationId. */
function operations(): { id: string; table: string; def: RouteDef }[] {
  return (
    Object.entries(routes).filter(([name, value]) => name.endsWith('Api') && value && typeof value === 'object') as [
      string,
      Record<string, RouteDef>,
    ][]
  )
    .flatMap(([table, ops]) => Object.entries(ops).map(([id, def]) => ({ id, table, def })))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The files of the typed client's operations (docs/api.md#the-typed-client), by path under `client/`:
 * one module per operation (`ops/<operationId>.ts`: its id, method and path, typed by its route), so a
 * screen's chunk holds only the operations it calls, and `operations.ts` naming them all.
 * `npm run gen:client` writes them; a unit test refuses files that differ.
 */
export function operationFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const index = [HEADER];
  for (const { id, table, def } of operations()) {
    files.set(
      `ops/${id}.ts`,
      [
        HEADER,
        "import type * as routes from '../../routes/index.ts';",
        "import type { Operation } from '../operation.ts';",
        '',
        // Laid out as Prettier lays it out, so `npm run lint` finds nothing to change.
        `export const ${id} = {`,
        `  id: '${id}',`,
        `  method: '${def.method}',`,
        `  path: '${def.path}',`,
        `} as Operation<(typeof routes)['${table}']['${id}']>;`,
        '',
      ].join('\n'),
    );
    index.push(`export { ${id} } from './ops/${id}.ts';`);
  }
  files.set('operations.ts', `${index.join('\n')}\n`);
  return files;
}
