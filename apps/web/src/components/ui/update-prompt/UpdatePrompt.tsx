import { lazy, Suspense } from 'react';
import { useUpdateAvailable } from '../../../lib/pwa/update-state.ts';

const UpdatePromptView = lazy(() => import('./UpdatePromptView.tsx'));

/**
 * 'Nouvelle version disponible' when a new service worker waits: reload now (it takes over) or
 * later. Only this check is in the first load; the prompt's code loads when it is needed.
 */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptView />
    </Suspense>
  );
}
