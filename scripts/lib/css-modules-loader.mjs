// CSS modules' `composes: x from './file.css'`, loaded in an order that does not depend on timing
// (docs/operations.md#build). postcss-modules' own loader reads each composed file once, at the
// place of whichever request finishes first; two requests for one file (a page composing `page`
// and `centred`, `centred` composing `page` too) then put its rules at a place that changes from
// build to build when the machine is busy, and with them every chunk's hash. This loader reads each
// file once as well, but records every place a file is asked for, its own composed files included,
// so the rules come out at the same place in every build: the first place in postcss-modules' order.
import { createRequire } from 'node:module';
import path from 'node:path';

// The package exports only its plugin; its loader sits beside it (postcss-modules is pinned).
// Requiring the package also gives its loaders their file system (Node's, or a test's).
const require = createRequire(import.meta.url);
require('postcss-modules');
const Base = require(path.join(path.dirname(require.resolve('postcss-modules')), 'FileSystemLoader.js')).default;

export class OrderedCssModulesLoader extends Base {
  /** @type {Map<string, Promise<{ tokens: Record<string, string>, deps: { request: string, from: string, step: string }[] }>>} */
  loads = new Map();
  /** @type {Map<string, Set<string>>} which files each file composes from, as met */
  composes = new Map();

  async fetch(request, relativeTo, trace) {
    const wanted = request.replace(/^["']|["']$/g, '');
    const at = trace || String.fromCharCode(this.importNr++);
    const resolved = typeof this.fileResolve === 'function' ? await this.fileResolve(wanted, relativeTo) : undefined;
    const file = resolved || path.resolve(this.root, path.dirname(relativeTo), wanted);
    const from = resolved || path.resolve(path.dirname(relativeTo), wanted);
    const parent = this.traces[at.slice(0, -1)];
    if (parent) {
      // Waiting for a file that (through others) composes from this one would never end.
      if (this.reaches(file, parent)) throw new Error(`CSS modules: ${file} composes itself through ${parent}`);
      this.composes.set(parent, (this.composes.get(parent) ?? new Set()).add(file));
    }
    this.traces[at] = file;
    const loading = this.loads.get(file);
    if (!loading) {
      const load = this.load(file, from, at);
      this.loads.set(file, load);
      return (await load).tokens;
    }
    const { tokens, deps } = await loading;
    // Asked for again: its composed files are asked for again from here too, as if read here.
    for (const dep of deps) await this.fetch(dep.request, dep.from, at + dep.step);
    return tokens;
  }

  reaches(from, to, seen = new Set()) {
    if (from === to) return true;
    seen.add(from);
    for (const next of this.composes.get(from) ?? []) if (!seen.has(next) && this.reaches(next, to, seen)) return true;
    return false;
  }

  async load(file, from, trace) {
    const source = await new Promise((resolve, reject) =>
      this.fs.readFile(file, 'utf-8', (err, text) => (err ? reject(err) : resolve(text))),
    );
    /** @type {{ request: string, from: string, step: string }[]} */
    const deps = [];
    const fetchDep = (request, relativeTo, depTrace) => {
      deps.push({ request, from: relativeTo, step: depTrace.slice(trace.length) });
      return this.fetch(request, relativeTo, depTrace);
    };
    const { injectableSource, exportTokens } = await this.core.load(source, from, trace, fetchDep);
    this.sources[file] = injectableSource;
    this.tokensByFile[file] = exportTokens;
    return { tokens: exportTokens, deps };
  }
}

/** Vite's `css.modules` for both apps: postcss-modules takes its loader class as `Loader`. */
export const orderedCssModules = { Loader: OrderedCssModulesLoader };
