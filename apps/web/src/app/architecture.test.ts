import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The layering of docs/architecture.md#web-app: features never import each other; lib, components and config never import features or app. */
const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

function importsOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const specs = [...code.matchAll(/(?:from|import\()\s*['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => path.relative(SRC, path.resolve(path.dirname(file), s)));
}

describe('layering', () => {
  it('keeps features independent and shared code below them', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const rel = path.relative(SRC, file);
      const [top, area] = rel.split(path.sep);
      for (const target of importsOf(file)) {
        const [tTop, tArea] = target.split(path.sep);
        const crossFeature = top === 'features' && tTop === 'features' && tArea !== area;
        const upward = ['lib', 'components', 'config'].includes(top!) && (tTop === 'features' || tTop === 'app');
        if (crossFeature || upward) offenders.push(`${rel} → ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
