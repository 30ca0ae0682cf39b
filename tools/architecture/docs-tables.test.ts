import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's tables of the server follow the code (docs/architecture.md#server): a module
 * folder, a migration, a plugin registered in app.ts or a folder of src/ added without its row, or a
 * row left behind by what it names, fails here.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/server');
const DOC = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

/** The rows of the table under `heading` whose header's first cell is `firstHeader`: each row's cells. */
function tableRows(doc: string, heading: string, firstHeader: string): string[][] {
  const at = doc.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`no section ${heading}`);
  const lines = doc.slice(at).split('\n');
  const head = lines.findIndex((l) => l.startsWith(`| ${firstHeader} |`));
  if (head < 0) throw new Error(`no table "${firstHeader}" under ${heading}`);
  const rows: string[][] = [];
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** The `code` names of a cell: "`a`, `b`" → ['a', 'b']. */
const codeNames = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

const dirs = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

describe('docs/architecture.md against the server', () => {
  it('has one row for every module folder, and no row for a module that is gone', () => {
    const listed = tableRows(DOC, '### Modules', 'module').flatMap((r) => codeNames(r[0]!));
    const folders = dirs(path.join(SERVER, 'src/modules'));
    expect(
      folders.filter((m) => !listed.includes(m)),
      'modules without a row',
    ).toEqual([]);
    expect(
      listed.filter((m) => !folders.includes(m)),
      'rows of modules that do not exist',
    ).toEqual([]);
  });

  it('has a row for every migration, and no row for a migration that does not exist', () => {
    const listed = tableRows(DOC, '### Database and migrations', 'migration').flatMap((r) => r[0]!.split(/,\s*/));
    const files = fs
      .readdirSync(path.join(SERVER, 'migrations'))
      .filter((f) => /^\d{4}_.+\.sql$/.test(f))
      .map((f) => f.slice(0, 4));
    expect(
      files.filter((n) => !listed.includes(n)),
      'migrations without a row',
    ).toEqual([]);
    expect(
      listed.filter((n) => !files.includes(n)),
      'rows of migrations that do not exist',
    ).toEqual([]);
  });

  it('lists the plugins exactly as buildApp() registers them, in order', () => {
    const appTs = fs.readFileSync(path.join(SERVER, 'src/app.ts'), 'utf8');
    const registered = [...appTs.matchAll(/app\.register\(\s*(\w+)/g)].map((m) => (m[1] === 'mod' ? 'apiModules' : m[1]!));
    const listed = tableRows(DOC, '### Plugins', 'registered').map((r) => codeNames(r[0]!)[0]);
    expect(registered.length).toBeGreaterThan(20);
    expect(listed).toEqual(registered);
  });

  it('has a row for every file and folder of apps/server/src', () => {
    const listed = tableRows(DOC, '## Server', 'path')
      .flatMap((r) => codeNames(r[0]!))
      .map((p) => p.replace(/\/.*$/, ''));
    const entries = fs
      .readdirSync(path.join(SERVER, 'src'), { withFileTypes: true })
      .filter((e) => e.isDirectory() || e.name.endsWith('.ts'))
      .map((e) => e.name);
    expect(
      entries.filter((e) => !listed.includes(e)),
      'apps/server/src entries without a row',
    ).toEqual([]);
  });

  it('reads a table by its heading and header', () => {
    const doc = '# x\n\n### T\n\ntext\n\n| a | b |\n|---|---|\n| `x`, `y` | 1 |\n| `z` | 2 |\n\nafter\n| `w` | 3 |\n';
    expect(tableRows(doc, '### T', 'a')).toEqual([
      ['`x`, `y`', '1'],
      ['`z`', '2'],
    ]);
    expect(() => tableRows(doc, '### U', 'a')).toThrow();
  });
});
