import { appClock } from '../clock/app-clock.ts';
import { i18n } from '../i18n/instance.ts';
import { entryOf } from '../router/location.ts';
import type { Router } from '../router/index.ts';
import { showToast } from '../notify/toast-store.ts';
import { backStep, EXIT_WINDOW_MS, initialBackState, type BackAction, type BackState } from './back-machine.ts';
import { registerAppRootTexts } from './texts.ts';

/** Marks home's sentinel history entry (docs/app-root.md#back-button). */
const SENTINEL = 'qadhyaBack';

const isSentinel = (state: unknown) => (entryOf(state) as Record<string, unknown>)[SENTINEL] === true;

/**
 * Wires the back-button machine to the browser: popstate (browser back, the Android back gesture
 * in an installed app) and the router's own navigations. Loaded lazily once the app has drawn.
 * `<html data-back>` tells tests the handler is live ('ready', then 'armed' while armed).
 */
export function installBackButton(router: Router, homePath: string): () => void {
  registerAppRootTexts();
  let state: BackState = initialBackState;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const root = document.documentElement;
  const now = () => appClock.now().getTime();
  const onHome = () => window.location.pathname === homePath;

  const run = (next: { state: BackState; actions: BackAction[] }) => {
    state = next.state;
    root.dataset.back = state.armedAt === null ? 'ready' : 'armed';
    for (const action of next.actions) {
      if (action === 'push-sentinel') {
        const entry = entryOf(window.history.state);
        window.history.pushState({ ...entry, idx: (entry.idx ?? 0) + 1, [SENTINEL]: true }, '', window.location.href);
        lastIdx = (entry.idx ?? 0) + 1;
      } else if (action === 'toast') {
        showToast({
          type: 'info',
          title: i18n.t('appRoot.pressAgainToExit'),
          text: i18n.t('appRoot.pressAgainToExitText'),
          durationMs: EXIT_WINDOW_MS,
        });
      } else if (action === 'schedule-expiry') {
        clearTimeout(expiry);
        expiry = setTimeout(() => run(backStep(state, { type: 'expire', now: now() })), EXIT_WINDOW_MS);
      } else if (action === 'exit') {
        clearTimeout(expiry);
        leave();
      }
    }
  };

  // The history position last seen: a popstate to a lower one is a move back.
  let lastIdx = entryOf(window.history.state).idx ?? 0;
  const onPop = () => {
    const idx = entryOf(window.history.state).idx ?? 0;
    const back = idx < lastIdx;
    lastIdx = idx;
    run(backStep(state, { type: 'pop', home: onHome(), sentinel: isSentinel(window.history.state), now: now(), back }));
  };
  window.addEventListener('popstate', onPop);
  const unsubscribe = router.subscribe((s) => {
    if (s.action === 'POP' || s.navigation.state !== 'idle') return;
    clearTimeout(expiry);
    lastIdx = entryOf(window.history.state).idx ?? 0;
    run(backStep(state, { type: 'navigate', home: onHome(), sentinel: isSentinel(window.history.state) }));
  });
  // The screen shown now (a deep link to home, or home after the splash).
  run(backStep(state, { type: 'navigate', home: onHome(), sentinel: isSentinel(window.history.state) }));

  return () => {
    window.removeEventListener('popstate', onPop);
    unsubscribe();
    clearTimeout(expiry);
  };
}

/** Leaves the app: back past its first page in this tab; an installed app closes its window. */
function leave(): void {
  const idx = entryOf(window.history.state).idx ?? 0;
  if (window.matchMedia?.('(display-mode: standalone)').matches) window.close();
  window.history.go(-(idx + 1));
}
