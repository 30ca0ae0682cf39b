import type { TestProject } from 'vitest/node';
import { preparePGliteTemplate, preparePostgres } from './test-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    databaseUrl: string;
  }
}

/** Seeds the database once for the whole API run: a PGlite template, or the PostgreSQL test database. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await preparePostgres(url);
    project.provide('databaseUrl', url);
    project.provide('pgliteTemplate', '');
  } else {
    project.provide('pgliteTemplate', await preparePGliteTemplate());
    project.provide('databaseUrl', '');
  }
}
