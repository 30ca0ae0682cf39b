/**
 * The JavaScript each screen of the web app adds, computed from the production build alone
 * (docs/testing.md#js-budgets): Vite's dist/.vite/manifest.json says which chunk imports which
 * (statically, or lazily with import()), dist/.vite/modules.json (vite.config.ts) what each chunk
 * holds, and every chunk is gzip-sized (level 9) the way the browser tests and bench/pages.ts size
 * what the browser fetched.
 *
 * - The first load: the static graph of index.html plus that of the modules the first screen loads
 *   lazily (FIRST_LOAD_MODULES in ../js-budgets.ts).
 * - A screen's own JS: the static graph of its lazy module(s) (the router's loader, and for the
 *   modules that hold several screens the page behind it), less the first load: what must arrive
 *   before the screen draws.
 * - Its later JS: what its chunks import lazily (a map, a chart, a sheet, the scanner…), with their
 *   own static graphs, less the first load and its own JS: loaded on render or on a tap.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Screen } from '../../src/config/routes.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const webDir = path.resolve(import.meta.dirname, '../..');
const routerFile = path.join(webDir, 'src/app/router.tsx');

/** Manifest keys are module paths from apps/web (or `_name-hash.js` for shared chunks). */
const keyOf = (fromFile: string, spec: string) =>
  path
    .relative(webDir, path.resolve(path.dirname(fromFile), spec))
    .split(path.sep)
    .join('/');

/**
 * Each screen's lazy modules, read from the router's table (src/app/router.tsx): the module its
 * loader imports and, when that module holds several screens (`m.faqScreen()`), the page that the
 * named loader imports in turn. Throws on a screen whose loader it cannot read.
 */
export function screenModules(): Record<Screen, string[]> {
  const source = fs.readFileSync(routerFile, 'utf8');
  const helpers = new Map<string, string>();
  for (const [, name, spec] of source.matchAll(/const (\w+) = \(\) =>\s*import\('([^']+)'\);/g)) helpers.set(name!, spec!);
  const body = source.slice(source.indexOf('const SCREENS'));
  const out: Record<string, string[]> = {};
  const line = /^ {2}(\w+): \(\) => (?:import\('([^']+)'\)|(\w+)\(\))\.then\(\(m\) => (?:m\.(\w+)\(\)|\(\{ Component: m\.\w+ \}\))\),?$/gm;
  for (const [, screen, direct, helper, factory] of body.matchAll(line)) {
    const spec = direct ?? helpers.get(helper!);
    if (!spec) throw new Error(`router.tsx: screen ${screen} uses ${helper}, which imports no module the check can read`);
    const loader = path.resolve(path.dirname(routerFile), spec);
    const modules = [keyOf(routerFile, spec)];
    if (factory) {
      const loaderSource = fs.readFileSync(loader, 'utf8');
      const page = new RegExp(`export const ${factory} = \\(\\) =>\\s*import\\('([^']+)'\\)`).exec(loaderSource)?.[1];
      if (!page) throw new Error(`${path.relative(webDir, loader)}: no ${factory} = () => import('…') for screen ${screen}`);
      modules.push(keyOf(loader, page));
    }
    out[screen!] = modules;
  }
  return out as Record<Screen, string[]>;
}

export interface ScreenBytes {
  /** Chunks (manifest keys) that must arrive before the screen draws, beyond the first load. */
  own: Set<string>;
  /** Chunks its own chunks import lazily, beyond the first load and its own. */
  later: Set<string>;
  ownKb: number;
  laterKb: number;
}

export class JsBytes {
  readonly manifest: Manifest;
  /** Chunk file (assets/x.js) → its modules (path from apps/web → minified length). */
  readonly modules: Record<string, Record<string, number>>;
  readonly firstLoad: Set<string>;
  private readonly sizes = new Map<string, number>();

  constructor(
    readonly distDir: string,
    firstLoadModules: readonly string[],
  ) {
    const meta = path.join(distDir, '.vite');
    this.manifest = JSON.parse(fs.readFileSync(path.join(meta, 'manifest.json'), 'utf8')) as Manifest;
    this.modules = JSON.parse(fs.readFileSync(path.join(meta, 'modules.json'), 'utf8')) as Record<string, Record<string, number>>;
    this.firstLoad = this.staticGraph(['index.html', ...firstLoadModules]);
  }

  chunk(key: string): ManifestChunk {
    const chunk = this.manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key} in the build's manifest`);
    return chunk;
  }

  /** The keys and their static imports, transitively, less `skip`. */
  staticGraph(keys: Iterable<string>, skip: ReadonlySet<string> = new Set()): Set<string> {
    const out = new Set<string>();
    const walk = (key: string) => {
      if (out.has(key) || skip.has(key)) return;
      out.add(key);
      for (const dep of this.chunk(key).imports ?? []) walk(dep);
    };
    for (const key of keys) walk(key);
    return out;
  }

  /** Everything the keys may load, lazily or not, transitively, less `skip`. */
  fullGraph(keys: Iterable<string>, skip: ReadonlySet<string> = new Set()): Set<string> {
    const out = new Set<string>();
    const walk = (key: string) => {
      if (out.has(key) || skip.has(key)) return;
      out.add(key);
      const chunk = this.chunk(key);
      for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(dep);
    };
    for (const key of keys) walk(key);
    return out;
  }

  /** Gzip (level 9) bytes of a chunk's JS file; 0 for what is not JS (the manifest also lists fonts, images, WASM). */
  gzipBytes(key: string): number {
    const file = this.chunk(key).file;
    if (!file.endsWith('.js')) return 0;
    let size = this.sizes.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(this.distDir, file)), { level: 9 }).length;
      this.sizes.set(file, size);
    }
    return size;
  }

  kb(keys: Iterable<string>): number {
    let bytes = 0;
    for (const key of keys) bytes += this.gzipBytes(key);
    return bytes / 1024;
  }

  /**
   * A screen's JS from its modules (screenModules()). The lazy imports of a loader that holds several
   * screens (its first module when there are two) are its siblings, not this screen's later JS.
   */
  screen(modules: readonly string[]): ScreenBytes {
    const own = this.staticGraph(modules, this.firstLoad);
    const loader = modules.length > 1 ? modules[0] : undefined;
    const later = new Set<string>();
    for (const key of own) {
      if (key === loader) continue;
      for (const lazy of this.chunk(key).dynamicImports ?? []) {
        for (const k of this.fullGraph([lazy], this.firstLoad)) if (!own.has(k)) later.add(k);
      }
    }
    return { own, later, ownKb: this.kb(own), laterKb: this.kb(later) };
  }

  /** The modules (paths from apps/web) held by the chunks of these keys. */
  modulesOf(keys: Iterable<string>): string[] {
    const out: string[] = [];
    for (const key of keys) out.push(...Object.keys(this.modules[this.chunk(key).file] ?? {}));
    return out;
  }

  /** The biggest modules of these chunks by minified length, to say what makes a screen heavy. */
  heaviest(keys: Iterable<string>, count = 3): string[] {
    const all: [string, number][] = [];
    for (const key of keys) all.push(...Object.entries(this.modules[this.chunk(key).file] ?? {}));
    return all
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([id, len]) => `${id.replace(/^(\.\.\/)+node_modules\//, '')} ${(len / 1024).toFixed(0)} KB min`);
  }
}
