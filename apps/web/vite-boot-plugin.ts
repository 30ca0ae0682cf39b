import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
import { SHELL_CSS } from './src/boot/shell.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The screens a route shows first (its lazy page and the lazy parts above the fold), by path:
 * the boot script modulepreloads their chunks and CSS while the entry downloads.
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/layout': [
    'src/features/home/HomePage.tsx',
    'src/features/home/components/TodayPromosStrip.tsx',
    'src/features/home/components/LastChanceStrip.tsx',
  ],
  '/layout/catalogs': ['src/features/catalogs/CatalogsPage.tsx', 'src/features/catalogs/components/CoverCarousel.tsx'],
  '/layout/great-offers': ['src/features/offers/OffersPage.tsx'],
  '/layout/last-chance/products': ['src/features/last-chance/LastChancePage.tsx'],
};

type RouteAssets = Record<string, { js: string[]; css: string[] }>;

/** The font files of the first paint: Inter's Latin subset always, the Arabic first-paint font in Arabic (docs/shell.md#fonts). */
export function fontAssets(bundle: OutputBundle, base = '/'): { latin?: string; arabic?: string } {
  const names = Object.keys(bundle).filter((f) => f.endsWith('.woff2'));
  const find = (part: string) => names.find((f) => path.basename(f).startsWith(part));
  const latin = find('inter-latin-wght-normal');
  const arabic = find('noto-sans-arabic-first');
  return { latin: latin && base + latin, arabic: arabic && base + arabic };
}

function isChunk(item: OutputBundle[string] | undefined): item is OutputChunk {
  return !!item && item.type === 'chunk';
}

/** Every chunk a module's chunk needs (static imports, transitively) that the entry does not already load. */
export function routeAssets(bundle: OutputBundle, root: string, base = '/'): RouteAssets {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((c) => c.isEntry);
  const loaded = new Set<string>();
  const walk = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    const chunk = bundle[fileName];
    if (isChunk(chunk)) for (const dep of chunk.imports) walk(dep, into);
  };
  if (entry) walk(entry.fileName, loaded);
  const out: RouteAssets = {};
  for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
    const files = new Set<string>();
    for (const mod of modules) {
      const id = path.resolve(root, mod);
      const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
      if (chunk) walk(chunk.fileName, files);
    }
    const js = [...files].filter((f) => !loaded.has(f));
    const css = new Set<string>();
    for (const f of js) {
      const meta = (bundle[f] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
      for (const c of meta?.importedCss ?? []) css.add(c);
    }
    out[route] = { js: js.map((f) => base + f), css: [...css].map((f) => base + f) };
  }
  return out;
}

/** The app's entry module and its static imports, as Vite writes them into index.html. */
export interface EntryAssets {
  src: string;
  preloads: string[];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Takes the entry's <script type="module"> and its modulepreload links out of the page: the boot
 * script adds them once the first screen is painted (docs/shell.md#first-screen-in-the-html). Null
 * (page unchanged) when the page has no such script.
 */
export function takeEntry(html: string): { html: string; entry: EntryAssets } | null {
  const script = ENTRY_SCRIPT.exec(html);
  if (!script) return null;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry: { src: script[1]!, preloads } };
}

/** Bundles src/boot/inline.ts (minified IIFE) with the route assets baked in. */
export async function bootScript(
  root: string,
  assets: RouteAssets,
  fonts: { latin?: string; arabic?: string },
  entry: EntryAssets | null = null,
): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve(root, 'src/boot/inline.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    define: { __ROUTE_ASSETS__: JSON.stringify(assets), __FONTS__: JSON.stringify(fonts), __ENTRY__: JSON.stringify(entry) },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text.trim();
}

/**
 * Inlines the boot script into index.html before the stylesheet (an inline script after a stylesheet
 * would wait for it), and hands it the app's module script and its modulepreloads, which it adds
 * after the first paint.
 */
export function bootPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'qadhya-boot',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const assets = ctx.bundle ? routeAssets(ctx.bundle, root, base) : {};
        const fonts = ctx.bundle ? fontAssets(ctx.bundle, base) : {};
        // Built pages only: the boot script starts the app's code after the first paint.
        const taken = ctx.bundle ? takeEntry(html) : null;
        if (taken) html = taken.html;
        const code = await bootScript(root, assets, fonts, taken?.entry ?? null);
        const marker = '<!-- boot -->';
        if (!html.includes(marker)) throw new Error(`index.html has no ${marker} marker for the boot script`);
        // The entry, named in the page: the server tells the build it serves by it (app-version.ts).
        const named = taken ? `<meta name="qadhya-entry" content="${taken.entry.src}" />` : '';
        return html.replace(marker, `${named}<style id="boot-shell-css">${SHELL_CSS}</style><script id="boot">${code}</script>`);
      },
    },
  };
}

const COMPRESSIBLE = /\.(js|css|svg|json|wasm|webmanifest)$/;

/**
 * Writes `.br` (best quality) and `.gz` next to each compressible asset of dist/assets, once at build
 * time: the server sends them as they are (@fastify/static preCompressed) instead of compressing
 * every answer.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'qadhya-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const dir = path.join(outDir, 'assets');
        if (!fs.existsSync(dir)) return;
        for (const name of fs.readdirSync(dir)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const file = path.join(dir, name);
          const raw = fs.readFileSync(file);
          if (raw.length < 1024) continue;
          const br = zlib.brotliCompressSync(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          });
          const gz = zlib.gzipSync(raw, { level: 9 });
          if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
        }
      },
    },
  };
}
