/**
 * Repositories are the only door to SQL on the server (docs/architecture.md#layers): only
 * `apps/server/src/db/**` and `*.repository.ts` import Kysely (its query builder, `sql`, its types)
 * or the database's schema types (`db/schema.ts`, `db/tables/*`). A service holds repositories and
 * passes on the handles they give it, typed by `db/handles.ts` (`Tx`, `Queryable`), the one
 * database module a service may import. Type-only imports of `db/tables/*` (a column's union of
 * values, as `NotificationTopic`) are allowed: they name values, not tables. The rule's `pending`
 * option names files whose queries have not moved yet; the server's configuration lists none
 * (docs/architecture.md#layers).
 */
const SCHEMA = /(^|[\\/])db[\\/]schema(\.ts)?$/;
const TABLES = /(^|[\\/])db[\\/]tables[\\/]/;

const allowed = (file) => /[\\/]apps[\\/]server[\\/]src[\\/]db[\\/]/.test(file) || /\.repository\.ts$/.test(file);

const typeOnly = (node) =>
  node.importKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));

export const sqlBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      kysely:
        "Only repositories and src/db/ import '{{spec}}': move the query into the module's *.repository.ts (docs/architecture.md#layers).",
    },
    schema: [{ type: 'object', properties: { pending: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const file = context.filename.replace(/\\/g, '/');
    const pending = context.options[0]?.pending ?? [];
    if (allowed(file) || pending.some((p) => file.endsWith(p))) return {};
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const bad = spec === 'kysely' || spec.startsWith('kysely/') || SCHEMA.test(spec) || (TABLES.test(spec) && !typeOnly(node));
      if (bad) context.report({ node, messageId: 'kysely', data: { spec } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
