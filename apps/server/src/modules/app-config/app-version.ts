import fs from 'node:fs';
import path from 'node:path';

/** The version a server without a built web app reports (development, API tests). */
export const DEV_VERSION = 'dev';

/**
 * The web build's version named by an index.html: its entry script's file name without `.js`
 * (`/assets/index-B3x9kQ2a.js` → `index-B3x9kQ2a`). The bundler's content hash changes with every
 * change of the app, and the page an installed app runs from names its own the same way
 * (apps/web/src/lib/pwa/app-version.ts). docs/app-root.md#app-update
 */
export function versionOfIndexHtml(html: string): string | null {
  const name = (src: string) => path.posix.basename(src.split('?')[0]!).replace(/\.m?js$/, '');
  // The built page names its entry in a meta (the boot script adds the script after the first
  // paint, docs/shell.md#first-screen-in-the-html); an older build has the script itself.
  const entry = /<meta name="qadhya-entry" content="([^"]+)"/i.exec(html)?.[1];
  if (entry) return name(entry);
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1]!;
    if (!/\btype\s*=\s*["']module["']/i.test(attrs)) continue;
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attrs)?.[1];
    if (src) return name(src);
  }
  return null;
}

const cache = new Map<string, string>();

/**
 * The web app's version now served from `webDist` (read once per process: a deployment restarts
 * the server). Other modules may call it, e.g. to announce a release once per version at start-up.
 */
export function currentAppVersion(webDist: string): string {
  let version = cache.get(webDist);
  if (version === undefined) {
    const index = path.join(webDist, 'index.html');
    version = (fs.existsSync(index) && versionOfIndexHtml(fs.readFileSync(index, 'utf8'))) || DEV_VERSION;
    cache.set(webDist, version);
  }
  return version;
}
