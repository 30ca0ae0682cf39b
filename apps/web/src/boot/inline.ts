/** The entry that vite.config.ts bundles and inlines into index.html (see boot.ts and shell.ts). */
import { runBoot, type RouteAssets } from './boot.ts';
import { showShell } from './shell.ts';

declare const __ROUTE_ASSETS__: RouteAssets;
declare const __FONTS__: { latin?: string; arabic?: string };

declare global {
  interface Window {
    /** Called by the inline script at the top of <body> (the shell needs the body). */
    __qadhyaShell?: () => void;
  }
}

// The app works without any of this: it only starts things earlier.
try {
  runBoot(window, __ROUTE_ASSETS__, __FONTS__);
} catch {
  // ignore
}
window.__qadhyaShell = () => {
  try {
    showShell(window);
  } catch {
    // ignore
  }
};
