import type { Generated } from 'kysely';

/**
 * Kysely table types. One interface per table, kept in step with ../../migrations.
 * Feature tables are declared in their module's `*.tables.ts` and merged here.
 */
export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface DB {
  schema_migrations: SchemaMigrationsTable;
}
