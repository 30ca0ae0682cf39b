import type { FieldValues, FormState, Path, UseFormSetError } from 'react-hook-form';
import { messageKey, type FormName, type Rule } from './messages.ts';

/** The message key of a field, once it is touched (or a submit was tried) and invalid (docs/accounts.md#form-rules, docs/forms.md). */
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

/** The fields a server refused (422 FORM_INVALID: field → rule) shown with the same messages as the client's. */
export function showServerRules<T extends FieldValues>(
  setError: UseFormSetError<T>,
  form: FormName,
  refused: Partial<Record<string, Rule>>,
): void {
  for (const [field, rule] of Object.entries(refused)) {
    if (rule) setError(field as Path<T>, { type: rule, message: messageKey(form, field, rule) ?? undefined });
  }
}
