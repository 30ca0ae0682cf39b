import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * Where this run keeps its seeded databases (docs/testing.md#browser-servers), passed to the test
 * files in QADHYA_E2E_TEMPLATES. `npm test` makes one folder for its two browser runs, which then
 * seed each clock once between them; a browser run on its own makes its own.
 */
export const TEMPLATES_ENV = 'QADHYA_E2E_TEMPLATES';

/** The run's templates folder, and whether this run made it (and removes it when done). */
export function templatesRoot(): { dir: string; owned: boolean } {
  const given = process.env[TEMPLATES_ENV];
  if (given && fs.existsSync(given)) return { dir: given, owned: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-e2e-templates-'));
  process.env[TEMPLATES_ENV] = dir;
  return { dir, owned: true };
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
    // Two runs may seed the same clock at once: each in a folder of its own, the first ready one kept.
    const building = `${template}.building-${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'apps/web/e2e/helpers/seed-template-main.ts'], {
      cwd: root,
      // No first admin in a template: each server that copies it makes its own (FIRST_ADMIN_EMAIL).
      env: {
        ...process.env,
        ...env,
        DATA_DIR: building,
        APP_NOW: appNow,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        FIRST_ADMIN_EMAIL: '',
        FIRST_ADMIN_PASSWORD: '',
      },
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`seeding the template database failed: ${made.stderr}${made.stdout}`);
    fs.writeFileSync(path.join(building, '.ready'), appNow);
    try {
      fs.renameSync(building, template);
    } catch (error) {
      if (!fs.existsSync(path.join(template, '.ready'))) throw error;
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}
