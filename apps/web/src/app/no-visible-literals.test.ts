import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every visible text comes from i18n: no JSX text and no literal label attributes in components. A
 * component's story-as-test (`*.test.tsx`) renders it with sample texts and is not checked.
 */
const SRC = path.resolve(import.meta.dirname, '..');

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? tsxFiles(p) : p.endsWith('.tsx') && !p.endsWith('.test.tsx') ? [p] : [];
  });
}

describe('components', () => {
  it('have no visible string literals', () => {
    const offenders: string[] = [];
    for (const file of tsxFiles(SRC)) {
      const code = fs.readFileSync(file, 'utf8');
      const jsxText = code.match(/(?<![=>-])>\s*\p{L}[^<>{}();=]*</gu) ?? [];
      const attrs = code.match(/\b(aria-label|alt|title|placeholder)="[^"]*"/g) ?? [];
      for (const hit of [...jsxText, ...attrs]) offenders.push(`${path.relative(SRC, file)}: ${hit.trim()}`);
    }
    expect(offenders).toEqual([]);
  });
});
