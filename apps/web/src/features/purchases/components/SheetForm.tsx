import type { FormEvent, ReactNode } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { codeTextKey } from '../../../lib/api/error-notice.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from '../purchases.module.css';

/** The API's refusal, shown under the field where the field's own message shows. */
export const refusal = (err: unknown) => ({ type: 'server', message: codeTextKey(isApiError(err) ? err.code : undefined) });

interface PurchaseSheetProps {
  open: boolean;
  onClose: () => void;
  /** The sheet's accessible name. */
  label: string;
  testId: string;
  children: ReactNode;
}

/** A bottom sheet of the purchases screens (ticket, budget), its handle named « Fermer ». */
export function PurchaseSheet({ open, onClose, label, testId, children }: PurchaseSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={onClose} label={label} handleLabel={t('purchases.common.close')} testId={testId}>
      {children}
    </BottomSheet>
  );
}

interface SheetFormProps {
  title: string;
  /** The line under the heading. */
  text: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

/** A sheet's form: its heading and line, then its fields and buttons; the schema's texts show, not the browser's. */
export function SheetForm({ title, text, onSubmit, children }: SheetFormProps) {
  return (
    <form className={styles.sheet} onSubmit={(e) => void onSubmit(e)} noValidate>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p className={styles.muted}>{text}</p>
      {children}
    </form>
  );
}
