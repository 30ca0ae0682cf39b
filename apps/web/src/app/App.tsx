import { RouterProvider } from '../lib/router/index.ts';
import { setSessionExpiredHandler } from '../lib/api/index.ts';
import { UpdatePrompt } from '../components/ui/update-prompt/UpdatePrompt.tsx';
import { registerDevice } from '../lib/device/device-registration.ts';
import { afterLoad, whenSettled } from '../lib/pwa/index.ts';
import { loadWhenOnline } from '../lib/lazy/load-when-online.ts';
import { trackerEventsWaiting } from '../lib/tracker/waiting.ts';
import { paths } from '../config/routes.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

// The router is made at the first render, in the mount's task rather than in the entry's evaluation
// (docs/shell.md#start-up-in-short-tasks).
let router: ReturnType<typeof createAppRouter> | null = null;
const appRouter = () => (router ??= createAppRouter());

// A 401 on any call: the API client clears the session and shows its toast; the app goes to the root.
setSessionExpiredHandler(() => void appRouter().navigate(paths.root, { replace: true }));

// First launch (docs/accounts.md#first-launch): register the device once, silently, in a task of its
// own once the page has loaded, not inside the entry's first task (docs/shell.md#start-up-in-short-tasks).
afterLoad(() => void registerDevice());
// Events an earlier page left waiting are sent once this one is idle (docs/tracker.md#web).
afterLoad(() => {
  if (trackerEventsWaiting()) void import('../lib/tracker/track.ts').then((m) => m.resumeTracker());
});

// The app root (docs/app-root.md): back button, version check, start-up location check; a lazy
// chunk, loaded once the first screen has had its turn (as the service worker: lib/pwa).
whenSettled(
  () =>
    void loadWhenOnline(() => import('../lib/app-root/start.ts')).then(
      (m) => m.startAppRoot(appRouter(), paths.home),
      (error: unknown) => console.warn('app root start-up not loaded', error),
    ),
);

export function App() {
  return (
    <Providers>
      <RouterProvider router={appRouter()} />
      <UpdatePrompt />
    </Providers>
  );
}
