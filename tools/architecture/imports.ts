import fs from 'node:fs';
import path from 'node:path';

/**
 * The import graph of a front end's `src/` (docs/architecture.md#feature-boundaries): each source
 * file with the files it imports by a relative path, statically or lazily. Type-only imports are
 * left out: they are erased and never run.
 */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The relative specifiers a file imports at run time (not `import type` / `export type`). */
export function runtimeImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(IMPORT)) {
    if (m[1]) continue;
    out.push((m[2] ?? m[3])!);
  }
  return out;
}

/** Resolves a specifier to a file of `files` (with or without its extension, or its index). */
function resolve(from: string, spec: string, files: Set<string>): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (files.has(c)) return c;
  return null;
}

/** Every source file of `src` (absolute) with the source files it imports (absolute). */
export function importGraph(src: string): Map<string, string[]> {
  const files = sourceFiles(src);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const targets = runtimeImports(fs.readFileSync(f, 'utf8'))
      .map((s) => resolve(f, s, known))
      .filter((t): t is string => t !== null);
    graph.set(f, targets);
  }
  return graph;
}

/** The cycles of a graph, each as the path of files that closes on its first (Tarjan's strongly connected components). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.reverse());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}
