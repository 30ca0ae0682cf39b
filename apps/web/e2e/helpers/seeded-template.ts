import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * Where this run keeps its seeded databases (docs/testing.md#browser-servers): made by the global
 * setup, removed by its teardown, passed to the test files in QADHYA_E2E_TEMPLATES.
 */
export const TEMPLATES_ENV = 'QADHYA_E2E_TEMPLATES';

export function makeTemplatesRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-e2e-templates-'));
  process.env[TEMPLATES_ENV] = dir;
  return dir;
}

/**
 * Fills `dataDir` with a migrated and seeded PGlite database for the clock `appNow`: the first
 * server of the run at that instant seeds one (as its start would), the next ones copy it, so a
 * browser file's own server skips the migrations and the demo data (about 10 s each). Without the
 * global setup's folder, nothing is copied and the server seeds its own as before.
 */
export function seedDataDir(dataDir: string, appNow: string, env: Record<string, string>): void {
  const templates = process.env[TEMPLATES_ENV];
  if (!templates || !fs.existsSync(templates)) return;
  const template = path.join(templates, appNow.replace(/[^0-9A-Za-z]/g, '-'));
  if (!fs.existsSync(path.join(template, '.ready'))) {
    const building = `${template}.building`;
    fs.rmSync(building, { recursive: true, force: true });
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'apps/web/e2e/helpers/seed-template-main.ts'], {
      cwd: root,
      env: { ...process.env, ...env, DATA_DIR: building, APP_NOW: appNow, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`seeding the template database failed: ${made.stderr}${made.stdout}`);
    fs.writeFileSync(path.join(building, '.ready'), appNow);
    fs.renameSync(building, template);
  }
  fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}
