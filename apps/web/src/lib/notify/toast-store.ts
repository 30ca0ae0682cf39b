/** Toasts as a tiny external store, so code outside React (the API client) can raise them. */
export type ToastType = 'success' | 'warning' | 'error' | 'info';

/** The spec's toast lives: 4, 5, 6 and 8 seconds. */
export const TOAST_LIFE = { short: 4000, medium: 5000, long: 6000, longest: 8000 } as const;

export interface ToastInput {
  type: ToastType;
  title: string;
  text?: string;
  durationMs?: number;
  /** One button under the text (« Voir la liste »); tapping it runs `onClick` and closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
  testId?: string;
}

export interface Toast extends Required<Omit<ToastInput, 'text' | 'action'>> {
  id: number;
  text?: string;
  action?: ToastAction;
}

const MAX_VISIBLE = 3;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(input: ToastInput): number {
  const id = nextId++;
  const toast: Toast = { durationMs: TOAST_LIFE.short, ...input, id };
  toasts = [...toasts, toast].slice(-MAX_VISIBLE);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), toast.durationMs),
  );
  emit();
  return id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
