import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { sqlBoundaries } from './sql-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const service = '/repo/apps/server/src/modules/wallet/money.service.ts';
const repository = '/repo/apps/server/src/modules/wallet/wallet.repository.ts';

new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } }).run(
  'sql-boundaries',
  sqlBoundaries,
  {
    valid: [
      { filename: repository, code: "import { sql, type Kysely } from 'kysely';\nimport type { DB } from '../../db/schema.ts';" },
      { filename: '/repo/apps/server/src/db/handles.ts', code: "import type { Kysely } from 'kysely';" },
      // A service names the handles it passes on, and a column's values.
      { filename: service, code: "import type { Tx, Queryable } from '../../db/handles.ts';" },
      { filename: service, code: "import type { PointsKind } from '../../db/tables/wallet.ts';" },
      { filename: service, code: "import { type PointsKind } from '../../db/tables/wallet.ts';" },
      // Not moved yet: listed in the rule's options.
      {
        filename: '/repo/apps/server/src/http/lang.ts',
        code: "import { sql } from 'kysely';",
        options: [{ pending: ['src/http/lang.ts'] }],
      },
    ],
    invalid: [
      { filename: service, code: "import { sql } from 'kysely';", errors: [{ messageId: 'kysely' }] },
      { filename: service, code: "import type { Kysely } from 'kysely';", errors: [{ messageId: 'kysely' }] },
      { filename: service, code: "import type { DB } from '../../db/schema.ts';", errors: [{ messageId: 'kysely' }] },
      {
        filename: '/repo/apps/server/src/modules/products/product.mapper.ts',
        code: "import { sql } from 'kysely';",
        errors: [{ messageId: 'kysely' }],
      },
      { filename: service, code: "import { POINTS_KINDS } from '../../db/tables/wallet.ts';", errors: [{ messageId: 'kysely' }] },
      { filename: service, code: "export { sql } from 'kysely';", errors: [{ messageId: 'kysely' }] },
    ],
  },
);
