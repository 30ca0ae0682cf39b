import type { FieldValues, FormState, Path } from 'react-hook-form';

/** The message key of a field, once it is touched (or a submit was tried) and invalid (docs/accounts.md#form-rules). */
export function shownError<T extends FieldValues>(state: FormState<T>, name: Path<T>): string | undefined {
  const error = (state.errors as Record<string, { message?: unknown } | undefined>)[name];
  const touched = (state.touchedFields as Record<string, unknown>)[name];
  if (!error || (!touched && !state.isSubmitted)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}

/** After an invalid submit: the first invalid field in screen order gets the focus (and scrolls into view). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  });
}
