import type { Router } from '../router/index.ts';
import { installBackButton } from '../back-button/install.ts';
import { startVersionChecks } from '../pwa/app-update.ts';
import { checkLocationOnStart } from './location-check.ts';
import { watchShopperStore } from '../stores/shopper-store-sync.ts';

/**
 * The app root's start-up work (docs/app-root.md), loaded lazily once the first screen has drawn:
 * the back button on home, the app version check, the location check, the shopper's store sent to
 * the server (docs/stores.md#the-shoppers-store). Runs once.
 */
let done = false;

export function startAppRoot(router: Router, homePath: string): void {
  if (done) return;
  done = true;
  installBackButton(router, homePath);
  startVersionChecks();
  watchShopperStore();
  void checkLocationOnStart().then((result) => {
    document.documentElement.dataset.locationCheck = result;
  });
}
