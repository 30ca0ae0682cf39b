/**
 * Which build of the app is running, and whether the server now serves another one
 * (docs/app-root.md#app-update). A build is named by its entry script's file name without `.js`
 * (`/assets/index-B3x9kQ2a.js` → `index-B3x9kQ2a`), as the server names the build it serves
 * (GET /app/config, `Deploy.Version`). Kept free of anything heavy: pure functions.
 */

/** The server's answer when it has no built app (development): never a reason to update. */
export const DEV_VERSION = 'dev';

/** The version named by a script URL: its file name without `.js` (null for none). */
export function versionOfScript(src: string | null | undefined): string | null {
  if (!src) return null;
  const file = src.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return file ? file.replace(/\.m?js$/, '') : null;
}

/** The running page's version: its module entry script (null in the dev server, which has none hashed). */
export function runningVersion(doc: Document = document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return versionOfScript(script?.getAttribute('src'));
}

/** True when the server serves a build other than the running one (the spec: "differs"). */
export function isOutdated(running: string | null, served: string | null | undefined): boolean {
  if (!running || !served || served === DEV_VERSION) return false;
  return running !== served;
}

/** At most one check per CHECK_EVERY_MS (start, coming back to the app, a long-open app). */
export const CHECK_EVERY_MS = 15 * 60 * 1000;

/** Whether a check is due: never checked, or the last one at least CHECK_EVERY_MS ago. */
export function checkDue(lastCheckAt: number | null, now: number): boolean {
  return lastCheckAt === null || now - lastCheckAt >= CHECK_EVERY_MS;
}

/** Caches the new version keeps: Workbox's precache (it cleans its own old revisions) and the
 *  versioned media and uploads. Anything else (the API answers of the old version) goes. */
export function isOldCache(name: string): boolean {
  return !(name.startsWith('workbox-precache') || name === 'qadhya-media' || name === 'qadhya-uploads');
}
