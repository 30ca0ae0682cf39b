import type { TestProject } from 'vitest/node';
import { preparePGliteTemplate, preparePostgres } from './test-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    databaseUrl: string;
    /** How many per-worker copies of the PostgreSQL test database exist (0: all share it). */
    databaseCopies: number;
  }
}

/** Seeds the database once for the whole API run: a PGlite template, or the PostgreSQL test database. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // The PostgreSQL run takes files two at a time, each worker on a copy of its own (scripts/test.mjs).
    const copies = Number(process.env.TEST_DATABASE_COPIES ?? '0');
    await preparePostgres(url, copies);
    project.provide('databaseUrl', url);
    project.provide('databaseCopies', copies);
    project.provide('pgliteTemplate', '');
  } else {
    project.provide('pgliteTemplate', await preparePGliteTemplate());
    project.provide('databaseUrl', '');
    project.provide('databaseCopies', 0);
  }
}
