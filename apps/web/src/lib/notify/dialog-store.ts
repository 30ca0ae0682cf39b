/** The generic alert dialog (confirm: Accepter / Refuser; info: OK), opened from anywhere. */
export type DialogKind = 'confirm' | 'info';

export interface DialogRequest {
  kind: DialogKind;
  title: string;
  text?: string;
}

export interface OpenDialog extends DialogRequest {
  id: number;
  resolve: (accepted: boolean) => void;
}

let current: OpenDialog | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Resolves true on Accepter / OK, false on Refuser, close button, Escape or a newer dialog. */
export function openDialog(request: DialogRequest): Promise<boolean> {
  current?.resolve(false);
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    current = {
      ...request,
      id,
      resolve: (accepted) => {
        if (current?.id === id) {
          current = null;
          emit();
        }
        resolve(accepted);
      },
    };
    emit();
  });
}

export const confirmDialog = (title: string, text?: string) => openDialog({ kind: 'confirm', title, text });
export const infoDialog = (title: string, text?: string) => openDialog({ kind: 'info', title, text });

export function getDialog(): OpenDialog | null {
  return current;
}

export function subscribeDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
