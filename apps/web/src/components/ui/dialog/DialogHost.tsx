import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { getDialog, subscribeDialog } from '../../../lib/notify/dialog-store.ts';

/** The dialog's code (and its focus trap) loads with the first dialog: only this host is in the first load. */
const AlertDialog = lazy(() => import('./AlertDialog.tsx').then((m) => ({ default: m.AlertDialog })));

/** Renders the dialog opened through confirmDialog()/infoDialog(), one at a time. */
export function DialogHost() {
  const dialog = useSyncExternalStore(subscribeDialog, getDialog, () => null);
  const accept = useCallback(() => dialog?.resolve(true), [dialog]);
  const dismiss = useCallback(() => dialog?.resolve(false), [dialog]);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog key={dialog.id} kind={dialog.kind} title={dialog.title} text={dialog.text} onAccept={accept} onDismiss={dismiss} />
    </Suspense>
  );
}
