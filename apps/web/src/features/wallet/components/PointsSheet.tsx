import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import ui from './wallet.module.css';

interface PointsSheetProps {
  open: boolean;
  onClose: () => void;
  /** The sheet's accessible name. */
  label: string;
  /** The heading drawn at its top (the step's title). */
  title: string;
  testId: string;
  children: ReactNode;
}

/** The frame of the card's points sheets (convert, transfer): a bottom sheet, its heading, then its form in one column. */
export function PointsSheet({ open, onClose, label, title, testId, children }: PointsSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={onClose} label={label} handleLabel={t('wallet.common.sheetHandle')} testId={testId}>
      <div className={ui.sheetBody}>
        <h2 className={ui.title}>{title}</h2>
        {children}
      </div>
    </BottomSheet>
  );
}

interface AmountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** A line under the input, read with it. */
  hint?: string;
  testId: string;
}

/** A number of points to give: its label, the numeric input and an optional hint. */
export function AmountField({ label, hint, testId, ...input }: AmountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        id={id}
        className={ui.input}
        inputMode="numeric"
        aria-describedby={hint ? hintId : undefined}
        data-testid={testId}
        {...input}
      />
      {hint && (
        <span id={hintId} className={ui.muted}>
          {hint}
        </span>
      )}
    </div>
  );
}
