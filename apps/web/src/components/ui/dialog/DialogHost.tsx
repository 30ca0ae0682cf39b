import { useCallback, useSyncExternalStore } from 'react';
import { getDialog, subscribeDialog } from '../../../lib/notify/dialog-store.ts';
import { AlertDialog } from './AlertDialog.tsx';

/** Renders the dialog opened through confirmDialog()/infoDialog(), one at a time. */
export function DialogHost() {
  const dialog = useSyncExternalStore(subscribeDialog, getDialog, () => null);
  const accept = useCallback(() => dialog?.resolve(true), [dialog]);
  const dismiss = useCallback(() => dialog?.resolve(false), [dialog]);
  if (!dialog) return null;
  return <AlertDialog key={dialog.id} kind={dialog.kind} title={dialog.title} text={dialog.text} onAccept={accept} onDismiss={dismiss} />;
}
