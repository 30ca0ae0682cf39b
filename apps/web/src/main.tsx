import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@qadhya/design/fonts.css';
import '@qadhya/design/tokens.css';
import './styles/tokens.css';
import './styles/theme-dark.css';
import '@qadhya/design/base.css';
import './styles/base.css';
import { startI18n } from './lib/i18n/index.ts';
import { App } from './app/App.tsx';
import { scheduleServiceWorker } from './lib/pwa/index.ts';
import { nextTask } from './lib/tasks/next-task.ts';

// The strict CSP forbids eval: zod must not even probe it (its caught `new Function` is still
// reported as a CSP violation); the forms' schemas are then checked without compiled fast paths.
// Zod reads its global configuration from this global when it loads (with the lazy screens that
// validate forms): set here, it keeps zod itself out of the first load (docs/security.md).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// French is in the first load; a stored Arabic choice loads its texts before the first render.
// The app is mounted in a task of its own, after the entry's evaluation (the router is made then),
// and the first render is a transition: React draws the tree in slices of a few milliseconds and
// lets the browser breathe between them, instead of one long task (docs/shell.md#start-up-in-short-tasks).
void startI18n().then(() =>
  nextTask(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  }),
);

// Offline shell and caches: the service worker registers once the app is idle (lazy chunk).
scheduleServiceWorker();
