import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from './imports.ts';

/**
 * The layering of both front ends (docs/architecture.md#feature-boundaries): features never import
 * each other nor `app/`; `lib/`, `components/` and `config/` never import features or `app/`; no
 * import cycle; and every feature has the one shape of docs/architecture.md#one-feature-shape.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const APPS = ['web', 'admin'] as const;
const srcOf = (app: string) => path.join(ROOT, 'apps', app, 'src');

describe.each(APPS)('apps/%s', (app) => {
  const src = srcOf(app);
  const graph = importGraph(src);
  const rel = (f: string) => path.relative(src, f).split(path.sep).join('/');

  it('keeps features independent and shared code below them', () => {
    const offenders: string[] = [];
    for (const [file, targets] of graph) {
      const [top, area] = rel(file).split('/');
      for (const target of targets) {
        const [tTop, tArea] = rel(target).split('/');
        const crossFeature = top === 'features' && tTop === 'features' && tArea !== area;
        const upward =
          (['lib', 'components', 'config'].includes(top!) && (tTop === 'features' || tTop === 'app')) ||
          (top === 'features' && tTop === 'app');
        if (crossFeature || upward) offenders.push(`${rel(file)} → ${rel(target)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('has no import cycle (lazy imports count, type-only imports do not)', () => {
    expect(cycles(graph).map((c) => [...c, c[0]!].map(rel).join(' → '))).toEqual([]);
  });
});

describe('the import graph', () => {
  it('sees static, lazy and re-exported imports, not type-only ones, and finds a cycle', async () => {
    const { runtimeImports } = await import('./imports.ts');
    const code = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "export { c } from './c.ts';",
      "export type { D } from './d.ts';",
      "import {\n  e,\n  f,\n} from './ef.ts';",
      "const G = lazy(() => import('./g.tsx'));",
      "import './h.css';",
      "import { x } from 'react';",
    ].join('\n');
    expect(runtimeImports(code)).toEqual(['./a.ts', './c.ts', './ef.ts', './g.tsx', './h.css']);
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});

/** What may sit in a feature's folder (docs/architecture.md#one-feature-shape). */
const FEATURE_FOLDERS = new Set(['api', 'components', 'model', 'i18n']);
const featureRootFileFits = (name: string) =>
  name === 'screens.ts' || /Pages?\.tsx$/.test(name) || name.endsWith('.css') || /\.test\.tsx?$/.test(name);

/**
 * Features that do not have the one shape yet, entry by entry: a known list that only shrinks. Move an
 * entry into `api/`, `components/`, `model/` or `i18n/` and take its line out (the test says when a
 * line is no longer needed); never add one.
 */
const NOT_YET_IN_SHAPE: Record<string, string[]> = {
  'web/account': ['use-family-actions.ts', 'use-sign-out.ts'],
  'web/auth': ['logic/'],
  'web/catalog-viewer': ['api.ts', 'flip.ts', 'images-cache.ts', 'texts.ts'],
  'web/catalogs': ['api.ts', 'use-media-query.ts'],
  'web/games': ['GamesCarousel.tsx', 'GamesPopup.tsx', 'attrape-promo/', 'game-look.ts', 'panier-chrono/', 'shake-win/', 'tap-match/'],
  'web/home': ['wallet/'],
  'web/legal': ['TermsPrompt.tsx'],
  'web/notifications': ['UnreadBadge.tsx'],
  'web/phone-top-up': ['top-up-reader.ts'],
  'web/products': ['use-debounced.ts'],
  'web/real-time-stock': ['texts.ts'],
  'web/scan': ['ScanFlow.tsx', 'announce.ts', 'my-store.ts', 'scan-api.ts', 'scan-code.ts', 'scan-state.ts', 'texts.ts'],
  'web/search': ['highlight.ts', 'offer.ts', 'recent-searches.ts', 'texts.ts'],
  'web/shopping-lists': ['data/', 'details-screen.ts'],
  'web/wallet': ['use-wake-lock.ts'],
  'web/wishlist': ['texts.ts'],
};

function misfits(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const app of APPS) {
    const features = path.join(srcOf(app), 'features');
    for (const feature of fs.readdirSync(features, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      const entries = fs.readdirSync(path.join(features, feature.name), { withFileTypes: true });
      const off = entries
        .filter((e) => (e.isDirectory() ? !FEATURE_FOLDERS.has(e.name) : !featureRootFileFits(e.name)))
        .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
        .sort();
      if (off.length) found[`${app}/${feature.name}`] = off;
    }
  }
  return found;
}

describe('one feature shape', () => {
  it('gives every feature only api/, components/, model/, i18n/, its pages and screens.ts (but the known list)', () => {
    const found = misfits();
    const added = Object.entries(found).flatMap(([f, off]) => off.filter((e) => !NOT_YET_IN_SHAPE[f]?.includes(e)).map((e) => `${f}/${e}`));
    expect(added, 'new entries outside the shape: put them in api/, components/, model/ or i18n/').toEqual([]);
  });

  it('keeps the known list as short as the code allows', () => {
    const found = misfits();
    const stale = Object.entries(NOT_YET_IN_SHAPE).flatMap(([f, off]) => off.filter((e) => !found[f]?.includes(e)).map((e) => `${f}/${e}`));
    expect(stale, 'these now fit: take them out of NOT_YET_IN_SHAPE').toEqual([]);
  });

  it('sorts a feature folder the way the shape says', () => {
    expect(
      ['HomePage.tsx', 'BrandPages.tsx', 'screens.ts', 'HomePage.module.css', 'home.css', 'flip.test.ts'].filter(
        (n) => !featureRootFileFits(n),
      ),
    ).toEqual([]);
    expect(['api.ts', 'texts.ts', 'ScanFlow.tsx', 'use-debounced.ts'].filter(featureRootFileFits)).toEqual([]);
  });
});
