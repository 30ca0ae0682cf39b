import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Clock } from '@qadhya/domain';
import { backup, type BackupTarget } from '../backup/backup.ts';
import { BackupRefused } from '../backup/refused.ts';
import { restore } from '../backup/restore.ts';
import type { AppConfig } from '../config.ts';

/**
 * `npm run backup -- --out <file>` and `npm run restore -- --from <file> [--force]` on the server's
 * settings: DATABASE_URL (PostgreSQL) or DATA_DIR's embedded database, and DATA_DIR's uploads
 * (docs/operations.md#backup-and-restore). Exit codes: 0 done, 2 refused (nothing written).
 */
export interface CliResult {
  code: 0 | 2;
  message: string;
}

export function targetOf(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): BackupTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, dataDir: config.dataDir }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** A path given on the command line, from where `npm run` was typed (npm runs the script at the root). */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const kindName = { pglite: 'embedded database (PGlite)', postgres: 'PostgreSQL' } as const;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

function parse(argv: string[], file: 'out' | 'from'): { file?: string; force: boolean } | string {
  try {
    const { values } = parseArgs({ args: argv, options: { [file]: { type: 'string' }, force: { type: 'boolean' } }, strict: true });
    return { file: values[file] as string | undefined, force: values.force === true };
  } catch (err) {
    return (err as Error).message;
  }
}

async function refusals(run: () => Promise<string>): Promise<CliResult> {
  try {
    return { code: 0, message: await run() };
  } catch (err) {
    if (err instanceof BackupRefused) return { code: 2, message: `refused: ${err.message}` };
    throw err;
  }
}

export async function backupCli(config: AppConfig, clock: Clock, argv: string[]): Promise<CliResult> {
  const args = parse(argv, 'out');
  if (typeof args === 'string' || !args.file) return { code: 2, message: 'usage: npm run backup -- --out <file.tar.gz> [--force]' };
  const { file, force } = args;
  return refusals(async () => {
    const started = performance.now();
    const done = await backup(targetOf(config), fromCaller(file), { now: clock.now(), force });
    const m = done.manifest;
    const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
    return (
      `backup written: ${done.file} (${mb(done.bytes)}) in ${((performance.now() - started) / 1000).toFixed(1)} s: ${kindName[m.database]}, ` +
      `${Object.keys(m.tables).length} tables, ${rows} rows, migrations up to ${m.migrations.at(-1) ?? 'none'}; ` +
      `${m.uploads.files} uploads (${mb(m.uploads.bytes)}). Keep the keys (STAFF_SECRET_KEY, PERSONAL_DATA_KEY, VAPID_*) apart from it.`
    );
  });
}

export async function restoreCli(config: AppConfig, argv: string[]): Promise<CliResult> {
  const args = parse(argv, 'from');
  if (typeof args === 'string' || !args.file) return { code: 2, message: 'usage: npm run restore -- --from <file.tar.gz> [--force]' };
  const { file, force } = args;
  return refusals(async () => {
    const started = performance.now();
    const done = await restore(targetOf(config), fromCaller(file), { force });
    const m = done.manifest;
    return (
      `restored ${kindName[m.database]} of ${m.created_at} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${Object.keys(m.tables).length} tables with the backup's rows, ${done.uploads} uploads. Start the app with the same keys.`
    );
  });
}
