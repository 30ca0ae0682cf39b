import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Field } from './Field.tsx';
import './bilingual-field.css';

/** Shown under an empty Arabic text whose French is written (docs/back-office.md#bilingual-texts). */
export const MISSING_ARABIC = 'Texte arabe manquant : l’application affichera le français.';

/** True when the French is written and the Arabic is not: the app will show the French in Arabic. */
export const arabicMissing = (fr: string | null | undefined, ar: string | null | undefined): boolean =>
  (fr ?? '').trim() !== '' && (ar ?? '').trim() === '';

/** The warning alone, for a place with no room for the pair (a table cell: a promo's note). */
export function MissingArabic({ id }: { id?: string }) {
  return (
    <span id={id} className="ui-bilingual-warning" role="status">
      {MISSING_ARABIC}
    </span>
  );
}

export interface BilingualFieldProps {
  /** The text's name: « Titre » labels « Titre (français) » and « Titre (arabe) ». */
  label: string;
  /** The French control (an input or a textarea registered with the form). */
  fr: ReactElement<Record<string, unknown>>;
  /** The Arabic control: it is given lang="ar" and dir="rtl". */
  ar: ReactElement<Record<string, unknown>>;
  /** The texts as typed, watched by the form: the warning follows them. */
  frText: string | null | undefined;
  arText: string | null | undefined;
  frError?: string;
  arError?: string;
  /** Said under both fields. */
  hint?: ReactNode;
  className?: string;
}

/**
 * A text the app shows in both languages: the French and the Arabic side by side (stacked on a
 * narrow screen), the Arabic right to left. When the Arabic is empty and the French is not, a
 * warning says the app will show the French; it is not an error, saving stays possible.
 */
export function BilingualField({ label, fr, ar, frText, arText, frError, arError, hint, className }: BilingualFieldProps) {
  const missing = arabicMissing(frText, arText);
  const arHint =
    hint || missing ? (
      <>
        {hint}
        {hint && missing ? ' ' : null}
        {missing ? <MissingArabic /> : null}
      </>
    ) : undefined;
  return (
    <div className={['ui-bilingual', className ?? ''].filter(Boolean).join(' ')}>
      <Field label={`${label} (français)`} error={frError} hint={hint}>
        {cloneElement(fr, { lang: 'fr' })}
      </Field>
      <Field label={`${label} (arabe)`} error={arError} hint={arHint}>
        {cloneElement(ar, { lang: 'ar', dir: 'rtl' })}
      </Field>
    </div>
  );
}
