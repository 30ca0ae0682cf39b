/**
 * The kit's rules sit under a screen's own (docs/web-ui-kit.md#layers): every CSS module another
 * file composes from is wrapped in `@layer kit` (or `kit-over`, for the ones that refine another
 * kit class), so a copy of it loaded after a screen's stylesheet cannot take the screen's values
 * back; and a module in `kit` that sets a property its composed kit class sets too is in `kit-over`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function moduleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return moduleFiles(full);
    return d.name.endsWith('.module.css') ? [full] : [];
  });
}

const read = (file: string) => fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const files = moduleFiles(SRC);
const rel = (file: string) => path.relative(SRC, file);

/** `composes: a b from './x.module.css'` → the file it names; `composes: a` (same file) → none. */
function composedFrom(file: string): string[] {
  return [...read(file).matchAll(/composes:[^;]+?from '([^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]!));
}

/** The layer a module's rules sit in: the one `@layer name {` block it holds, or null. */
function layerOf(file: string): string | null {
  const css = read(file)
    .replace(/@property[^{]+\{[^}]*\}/g, '')
    .trim();
  const m = /^@layer ([\w-]+) \{/.exec(css);
  return m && css.endsWith('}') ? m[1]! : null;
}

/** A class's own declarations (the rules whose selector lists it alone) and what it composes. */
function classes(file: string) {
  const out = new Map<string, { props: Set<string>; composes: [string, string][] }>();
  for (const m of read(file).matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
    for (const part of m[1]!.split(',')) {
      const name = /^\s*\.([\w-]+)\s*$/.exec(part)?.[1];
      if (!name) continue;
      const entry = out.get(name) ?? { props: new Set(), composes: [] };
      for (const decl of m[2]!.split(';')) {
        const [prop, value] = [decl.slice(0, decl.indexOf(':')).trim(), decl.slice(decl.indexOf(':') + 1).trim()];
        if (!prop) continue;
        if (prop !== 'composes') entry.props.add(prop);
        else {
          const from = /^(.+?) from '([^']+)'$/.exec(value);
          const target = from ? path.resolve(path.dirname(file), from[2]!) : file;
          for (const n of (from ? from[1]! : value).split(/\s+/)) entry.composes.push([target, n]);
        }
      }
      out.set(name, entry);
    }
  }
  return out;
}

const composed = [...new Set(files.flatMap(composedFrom))].sort();

describe('the kit in its layers', () => {
  it('finds the modules the screens compose from', () => {
    expect(composed.length).toBeGreaterThan(40);
  });

  it('wraps every module another file composes from in @layer kit or kit-over', () => {
    expect(composed.filter((f) => !['kit', 'kit-over'].includes(layerOf(f) ?? '')).map(rel)).toEqual([]);
  });

  it('puts in kit-over a kit module that overrides a property of the kit class it composes', () => {
    const props = (file: string, name: string, seen = new Set<string>()): Set<string> => {
      const key = `${file}:${name}`;
      if (seen.has(key)) return new Set();
      seen.add(key);
      const entry = classes(file).get(name);
      const all = new Set(entry?.props ?? []);
      for (const [f, n] of entry?.composes ?? []) for (const p of props(f, n, seen)) all.add(p);
      return all;
    };
    const wrong: string[] = [];
    for (const file of composed.filter((f) => layerOf(f) === 'kit')) {
      for (const [name, entry] of classes(file)) {
        for (const [target, n] of entry.composes) {
          if (target === file) continue;
          const both = [...entry.props].filter((p) => props(target, n).has(p));
          if (both.length) wrong.push(`${rel(file)} .${name} sets ${both.join(', ')} of ${rel(target)} .${n}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
