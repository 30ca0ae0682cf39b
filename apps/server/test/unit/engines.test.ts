/**
 * Every package the lock file installs supports the Node the project runs on (docs/operations.md#engines):
 * the root's `engines.node` (its lowest version), the Dockerfile's image and this process. A
 * dependency that declares a newer Node makes `npm ci` print EBADENGINE and may break at run time:
 * pin it, or override it (package.json `overrides`) to a version that supports ours.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
// Fastify's own semver (a declared dependency of fastify's), not whichever copy npm hoisted.
const semver = createRequire(createRequire(path.join(ROOT, 'apps/server/package.json')).resolve('fastify'))('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> };
const rootRange = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
const lowest = semver.minVersion(rootRange)!.version;

/** Every installed package (name@version) whose engines.node refuses `node`. */
function refusing(node: string): string[] {
  return Object.entries(lock.packages)
    .filter(([where, entry]) => where !== '' && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
    .filter(([, entry]) => !semver.satisfies(node, (entry.engines as { node: string }).node))
    .map(
      ([where, entry]) => `${where.replace(/^.*node_modules\//, '')}@${entry.version} (node ${(entry.engines as { node: string }).node})`,
    );
}

describe('engines', () => {
  it('the root asks for Node 20.19 or later, and the image runs Node 20', () => {
    expect(lowest).toBe('20.19.0');
    expect(read('Dockerfile')).toMatch(/^ARG NODE_IMAGE=node:20-/m);
  });

  it('every package of the lock file supports the lowest Node the project allows', () => {
    expect(refusing(lowest)).toEqual([]);
  });

  it('every package of the lock file supports the Node running the tests', () => {
    expect(refusing(process.versions.node)).toEqual([]);
  });

  it('the overrides that keep Node 20 are in place (content-disposition for @fastify/static, cookie for light-my-request)', () => {
    const installed = (name: string) => lock.packages[`node_modules/${name}`]?.version;
    expect(semver.satisfies(installed('content-disposition')!, '<3')).toBe(true);
    expect(semver.satisfies(installed('cookie')!, '<2')).toBe(true);
  });
});
