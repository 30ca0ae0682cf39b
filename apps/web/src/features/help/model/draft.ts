import { useCallback, useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's draft kept in sessionStorage under `help-draft:<form>` (docs/help.md#screens): what the
 * shopper typed survives a reload and a failed send; it is cleared once the send succeeds.
 * The request id is part of the draft, so a send retried after a reload is still the same send.
 */
export function useDraft<T extends object>(form: string, initial: () => T): [T, (patch: Partial<T>) => void, () => void] {
  const key = `help-draft:${form}`;
  const [value, setValue] = useState<T>(() => ({ ...initial(), ...readDraft<T>(key) }));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    writeDraft(key, value);
  }, [key, value]);
  const patch = useCallback((p: Partial<T>) => setValue((v) => ({ ...v, ...p })), []);
  const clear = useCallback(() => {
    removeDraft(key);
    setValue(initial());
    first.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [value, patch, clear];
}

/** The draft of a react-hook-form form: its first values (the stored draft over `initial`). */
export function draftValues<T extends object>(form: string, initial: () => T): T {
  return { ...initial(), ...readDraft<T>(`help-draft:${form}`) };
}

/**
 * Keeps a react-hook-form form's values as its draft while the shopper types (docs/forms.md);
 * the returned `clear` empties the form back to `initial` and forgets the draft.
 */
export function useFormDraft<T extends FieldValues>(
  name: string,
  form: Pick<UseFormReturn<T>, 'watch' | 'reset'>,
  initial: () => T,
): () => void {
  const key = `help-draft:${name}`;
  useEffect(() => {
    const watching = form.watch((values) => writeDraft(key, values));
    return () => watching.unsubscribe();
  }, [form, key]);
  return useCallback(() => {
    form.reset(initial() as DefaultValues<T>);
    removeDraft(key); // after the reset, whose values the watch above has just written
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key]);
}

export function readDraft<T>(key: string): Partial<T> {
  try {
    const raw = sessionStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** Best effort: a draft too big for the storage (a large photo) is simply not kept. */
export function writeDraft(key: string, value: unknown): boolean {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

/** A request id for one send (32 hex digits): drawn when the form opens, kept with its draft. */
export const newRequestId = (): string => crypto.randomUUID().replace(/-/g, '');
