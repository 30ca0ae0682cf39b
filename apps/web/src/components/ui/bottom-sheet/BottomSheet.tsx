import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../use-modal-focus.ts';
import styles from './BottomSheet.module.css';
import { usePresence } from './use-presence.ts';
import { useDragToClose } from './use-drag-to-close.ts';

/** Must match --duration-sheet-close in tokens.css. */
const CLOSE_MS = 300;

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the sheet. */
  label: string;
  /** Accessible name of the drag handle. */
  handleLabel: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A bottom sheet: slides up in 400 ms, down in 300 ms, closes on an outside click, Escape, or a
 * drag of the handle down past 100 px. Max width 420 px, centred. A modal dialog named by `label`
 * (useModalFocus: focus inside, Tab trapped, focus back to the opener); its handle is also a
 * button that closes it from the keyboard or a screen reader (docs/accessibility.md#dialogs-sheets-and-menus).
 */
export function BottomSheet({ open, onClose, label, handleLabel, children, testId }: BottomSheetProps) {
  const presence = usePresence(open, CLOSE_MS);
  const sheetRef = useRef<HTMLDivElement>(null);
  const drag = useDragToClose(sheetRef, onClose);

  useModalFocus(open, sheetRef, onClose);
  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [open]);

  if (presence === 'closed') return null;

  return createPortal(
    <div className={styles.root} data-state={presence}>
      <div className={styles.backdrop} onClick={onClose} data-testid={testId && `${testId}-backdrop`} />
      <div
        ref={sheetRef}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        data-testid={testId}
        data-state={presence}
      >
        <div
          className={styles.handleArea}
          {...drag}
          role="button"
          tabIndex={0}
          aria-label={handleLabel}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            onClose();
          }}
          // A click with no pointer behind it (detail 0: a screen reader's activation) closes too;
          // a tap or a short drag only springs back.
          onClick={(e) => e.detail === 0 && onClose()}
          data-testid={testId && `${testId}-handle`}
        >
          <span className={styles.handle} />
        </div>
        <div className={styles.content}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
