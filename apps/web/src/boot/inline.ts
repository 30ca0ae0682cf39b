/** The entry that vite.config.ts bundles and inlines into index.html (see boot.ts and shell.ts). */
import { preloadFont, runBoot, startEntry, type EntryAssets, type RouteAssets } from './boot.ts';
import { showShell } from './shell.ts';

declare const __ROUTE_ASSETS__: RouteAssets;
declare const __FONTS__: { latin?: string; arabic?: string };
declare const __ENTRY__: EntryAssets | null;

declare global {
  interface Window {
    /** Called by the inline script at the top of <body> (the shell needs the body). */
    __qadhyaShell?: () => void;
  }
}

// The app works without any of this: it only starts things earlier. But the app's own code is
// started here (the build took its script out of the page): that part must always happen.
try {
  preloadFont(window, __FONTS__);
} catch {
  // ignore
}
startEntry(window, __ENTRY__, () => {
  try {
    runBoot(window, __ROUTE_ASSETS__);
  } catch {
    // ignore
  }
});
window.__qadhyaShell = () => {
  try {
    showShell(window);
  } catch {
    // ignore
  }
};
