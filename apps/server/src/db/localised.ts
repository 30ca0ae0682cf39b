import type { Lang } from '@qadhya/contracts';
import { sql, type RawBuilder } from 'kysely';

/**
 * SQL of a text column in `lang`: its Arabic column when set and not empty, else the French one
 * (docs/architecture.md#languages). For repositories only (docs/architecture.md#layers).
 */
export function localisedSql(column: string, arabicColumn: string, lang: Lang): RawBuilder<string> {
  return lang === 'ar' ? sql<string>`coalesce(nullif(${sql.ref(arabicColumn)}, ''), ${sql.ref(column)})` : sql<string>`${sql.ref(column)}`;
}
