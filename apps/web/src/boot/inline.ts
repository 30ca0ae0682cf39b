/** The entry that vite.config.ts bundles and inlines into index.html (see boot.ts). */
import { runBoot, type RouteAssets } from './boot.ts';

declare const __ROUTE_ASSETS__: RouteAssets;
declare const __FONTS__: { latin?: string; arabic?: string };

try {
  runBoot(window, __ROUTE_ASSETS__, __FONTS__);
} catch {
  // The app works without the boot script: it only starts things earlier.
}
