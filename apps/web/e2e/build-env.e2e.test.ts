/**
 * The web build does not depend on the caller's NODE_ENV (docs/operations.md#build): built under
 * NODE_ENV=development, every file is byte for byte the production build's, so React's production
 * build and the offline mode ship whatever the server's mode. Both builds are made here, one after
 * the other from the same tree, rather than compared with the served dist/, which other runs of the
 * suite may be building at the same time.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const webDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-web-dev-env-'));
const prodDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-web-prod-env-'));
afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(prodDir, { recursive: true, force: true });
});

const build = (dir: string, nodeEnv: string) =>
  spawnSync(process.execPath, ['scripts/build.mjs', '--out-dir', dir], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: nodeEnv },
    encoding: 'utf8',
  });

function digests(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    files.map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(dir, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
    }),
  );
}

describe('the web build', () => {
  it('is the same bytes under NODE_ENV=development as the production build', () => {
    const prod = build(prodDir, 'production');
    expect(prod.status, prod.stderr).toBe(0);
    const res = build(outDir, 'development');
    expect(res.status, res.stderr).toBe(0);
    const served = digests(prodDir);
    const built = digests(outDir);
    expect(Object.keys(built).length).toBeGreaterThan(50);
    // The files that differ, by name (each chunk names the chunks it imports, so one change spreads).
    const differing = Object.keys({ ...served, ...built }).filter((f) => served[f] !== built[f]);
    expect(differing).toEqual([]);
    // React's production build: no development-only warnings in the shipped code.
    const js = Object.keys(built)
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(outDir, f), 'utf8'))
      .join('\n');
    expect(js).not.toContain('Each child in a list should have a unique "key" prop');
  }, 360_000);
});
