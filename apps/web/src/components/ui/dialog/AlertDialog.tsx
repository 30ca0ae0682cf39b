import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { DialogKind } from '../../../lib/notify/dialog-store.ts';
import { useModalFocus } from '../use-modal-focus.ts';
import styles from './AlertDialog.module.css';

export interface AlertDialogProps {
  kind: DialogKind;
  title: string;
  text?: string;
  /** Accepter / OK. */
  onAccept: () => void;
  /** Refuser, the close button, Escape or a click outside. */
  onDismiss: () => void;
}

/** The generic alert dialog: confirm (Accepter / Refuser) or info (OK), with a close button. */
export function AlertDialog({ kind, title, text, onAccept, onDismiss }: AlertDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useModalFocus(true, dialogRef, onDismiss, primaryRef);

  return createPortal(
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onDismiss()}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={text ? textId : undefined}
        data-testid="alert-dialog"
        data-kind={kind}
      >
        <button type="button" className={styles.close} onClick={onDismiss} aria-label={t('dialog.close')}>
          <X size={20} aria-hidden />
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {text && (
          <p id={textId} className={styles.text}>
            {text}
          </p>
        )}
        <div className={styles.actions}>
          {kind === 'confirm' && (
            <button type="button" className={styles.secondary} onClick={onDismiss}>
              {t('dialog.refuse')}
            </button>
          )}
          <button ref={primaryRef} type="button" className={styles.primary} onClick={onAccept}>
            {kind === 'confirm' ? t('dialog.accept') : t('dialog.ok')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
