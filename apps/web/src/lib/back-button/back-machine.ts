/**
 * The back button on home (docs/app-root.md#back-button), as a pure state machine: the first back
 * press on home arms the exit (a toast says so), a second one within EXIT_WINDOW_MS leaves the app;
 * elsewhere back goes back in history; leaving home or letting the window pass disarms.
 *
 * Home carries a sentinel history entry above its own: a back press on home pops the sentinel (the
 * page stays on home), which is how the press is seen without leaving.
 */
export const EXIT_WINDOW_MS = 3_000;

export interface BackState {
  /** When the exit was armed (ms, app clock), or null. */
  armedAt: number | null;
  /** Whether the page stands on home's sentinel entry. */
  onSentinel: boolean;
}

/** What happened: the history moved (popstate), or the app navigated (push/replace), or the window passed. */
export type BackEvent =
  | {
      type: 'pop';
      home: boolean;
      sentinel: boolean;
      now: number;
      /** the history moved back (not forward, not a script's own popstate) */ back: boolean;
    }
  | { type: 'navigate'; home: boolean; sentinel: boolean }
  | { type: 'expire'; now: number };

/** What to do: put the sentinel back on home, show the "press again" toast, leave the app. */
export type BackAction = 'push-sentinel' | 'toast' | 'exit' | 'schedule-expiry';

export const initialBackState: BackState = { armedAt: null, onSentinel: false };

export function backStep(state: BackState, event: BackEvent): { state: BackState; actions: BackAction[] } {
  switch (event.type) {
    case 'navigate':
      // Arriving on home by a link (or the first screen): add the sentinel; any other screen disarms.
      if (event.home && !event.sentinel) return { state: { armedAt: null, onSentinel: true }, actions: ['push-sentinel'] };
      return { state: { armedAt: null, onSentinel: event.home && event.sentinel }, actions: [] };
    case 'pop': {
      const armed = state.armedAt !== null && event.now - state.armedAt < EXIT_WINDOW_MS;
      if (event.home && event.sentinel) return { state: { armedAt: null, onSentinel: true }, actions: [] };
      if (event.home && state.onSentinel) {
        // Back pressed on home: the sentinel is gone, the page still shows home.
        if (armed) return { state: { armedAt: null, onSentinel: false }, actions: ['exit'] };
        return { state: { armedAt: event.now, onSentinel: false }, actions: ['toast', 'schedule-expiry'] };
      }
      if (armed && event.back) return { state: { armedAt: null, onSentinel: false }, actions: ['exit'] }; // second press went past home
      if (event.home) return { state: { armedAt: null, onSentinel: true }, actions: ['push-sentinel'] }; // back to home from elsewhere
      return { state: { armedAt: null, onSentinel: false }, actions: [] };
    }
    case 'expire':
      if (state.armedAt === null || event.now - state.armedAt < EXIT_WINDOW_MS) return { state, actions: [] };
      return { state: { armedAt: null, onSentinel: true }, actions: ['push-sentinel'] };
  }
}
