import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { appliedMigrations, countTables, LOGGED_TABLES_SQL } from './manifest.ts';
import { BackupRefused } from './refused.ts';

/**
 * A PostgreSQL database (DATABASE_URL) in and out of a backup, with PostgreSQL's client tools:
 * pg_dump in its custom format while the app runs (one snapshot), and pg_restore piped into psql in
 * one transaction (docs/operations.md#backup-and-restore).
 */

/** The tools get the password in PGPASSWORD, never on their command line (visible in `ps`). */
function connection(url: string): { target: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { target: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

interface Run {
  done: Promise<void>;
  stdin: Writable;
  stdout: NodeJS.ReadableStream;
  kill(): void;
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv, stdio: { stdin?: boolean; stdout?: boolean } = {}): Run {
  const child = spawn(tool, args, { env, stdio: [stdio.stdin ? 'pipe' : 'ignore', stdio.stdout ? 'pipe' : 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr.length < 8000) stderr += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupRefused(`${tool} was not found: install PostgreSQL's client tools (the server's version or newer)`)
          : err,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
  });
  // A tool that stops early closes its stdin: the writer learns it from `done`.
  child.stdin?.on('error', () => {});
  done.catch(() => {});
  return { done, stdin: child.stdin!, stdout: child.stdout!, kill: () => child.kill('SIGKILL') };
}

async function client(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

const queryOf =
  (c: pg.Client) =>
  async <R>(sql: string) =>
    (await c.query(sql)).rows as R[];

/** Tables outside PostgreSQL's own schemas: a database with one is not empty. */
export async function postgresTableCount(url: string): Promise<number> {
  const c = await client(url);
  try {
    const { rows } = await c.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await c.end();
  }
}

/**
 * pg_dump -Fc into `file` on a snapshot exported by a read-only transaction, in which the tables
 * are counted too: the counts and the dump are the same instant while the app goes on writing.
 */
export async function dumpPostgres(url: string, file: string): Promise<{ tables: Record<string, number>; migrations: string[] }> {
  const c = await client(url);
  try {
    await c.query('begin isolation level repeatable read read only');
    const { rows } = await c.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const query = queryOf(c);
    const tables = await countTables(query);
    const migrations = await appliedMigrations(query);
    const { target, env } = connection(url);
    await run('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`, `--dbname=${target}`], env).done;
    await c.query('commit');
    return { tables, migrations };
  } finally {
    await c.end();
  }
}

/** After the dump's statements, in its transaction: every logged table has the rows the manifest says, and no other exists. */
function checkSql(tables: Record<string, number>): string {
  const names = Object.keys(tables);
  const lines = names.map(
    (name) =>
      `  select count(*) into n from public."${name}";\n` +
      `  if n <> ${tables[name]} then raise exception 'restore check: table ${name} has % rows, the backup had ${tables[name]}', n; end if;`,
  );
  return `\ndo $check$\ndeclare n bigint;\nbegin\n${lines.join('\n')}
  select count(*) into n from (${LOGGED_TABLES_SQL}) t;
  if n <> ${names.length} then raise exception 'restore check: % tables, the backup had ${names.length}', n; end if;
end $check$;\n`;
}

const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";

/**
 * pg_restore's statements with the search path set to `public` instead of emptied: earthdistance's
 * functions name the `earth` type unqualified, so the stores' location index cannot be built with
 * an empty one. Only statement lines are looked at, never the rows of a COPY block.
 */
export async function* withPublicSearchPath(sql: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  let rest = '';
  let inCopy = false;
  const decoder = new TextDecoder();
  const lines = (text: string, last: boolean) => {
    const parts = (rest + text).split('\n');
    rest = last ? '' : parts.pop()!;
    let out = '';
    for (const line of parts) {
      if (inCopy) inCopy = line !== '\\.';
      else if (line === EMPTY_SEARCH_PATH) {
        out += "SELECT pg_catalog.set_config('search_path', 'public', false);\n";
        continue;
      } else inCopy = /^COPY .* FROM stdin;$/.test(line);
      out += line + '\n';
    }
    return last ? out.slice(0, -1) : out;
  };
  for await (const chunk of sql) {
    const out = lines(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }), false);
    if (out) yield out;
  }
  const out = lines(decoder.decode(), true);
  if (out) yield out;
}

/**
 * pg_restore's statements piped into psql as one transaction that stops at the first error; with
 * `replace`, it first drops the public schema. A failure or a count that differs rolls all back.
 */
export async function restorePostgres(url: string, file: string, tables: Record<string, number>, replace: boolean): Promise<void> {
  const { target, env } = connection(url);
  const psql = run('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${target}`], env, {
    stdin: true,
  });
  const restore = run('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], env, { stdout: true });
  let stoppedPsql = false;
  // psql ending early (an error) leaves pg_restore nobody to write to.
  psql.done.then(
    () => restore.kill(),
    () => restore.kill(),
  );
  const feed = (async () => {
    const write = (chunk: string | Buffer) =>
      new Promise<void>((resolve) => {
        if (psql.stdin.write(chunk)) return resolve();
        psql.stdin.once('drain', resolve);
        psql.stdin.once('close', resolve);
      });
    await write('set client_min_messages = warning;\n');
    if (replace) await write('drop schema if exists public cascade;\ncreate schema public;\n');
    for await (const text of withPublicSearchPath(restore.stdout)) {
      if (psql.stdin.destroyed) break;
      await write(text);
    }
    try {
      await restore.done;
    } catch (err) {
      // Input cut short would be committed as it is: psql is stopped instead, the transaction rolls back.
      stoppedPsql = true;
      psql.kill();
      throw err;
    }
    psql.stdin.end(checkSql(tables));
  })();
  const [psqlEnd, feedEnd] = await Promise.allSettled([psql.done, feed]);
  // The reason is whichever stopped first: pg_restore (psql was then stopped) or psql (pg_restore then killed).
  if (feedEnd.status === 'rejected' && stoppedPsql) throw feedEnd.reason;
  if (psqlEnd.status === 'rejected') throw psqlEnd.reason;
  if (feedEnd.status === 'rejected') throw feedEnd.reason;
}
