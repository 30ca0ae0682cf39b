import type { ReactNode } from 'react';
import { BottomSheet } from './bottom-sheet/BottomSheet.tsx';
import styles from './Sheet.module.css';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The sheet's heading, also its accessible name. */
  title: string;
  /** Accessible name of the drag handle (it closes the sheet). */
  handleLabel: string;
  /** A line under the heading. */
  description?: string;
  children?: ReactNode;
  /** The sheet's buttons, stacked at its foot. */
  actions?: ReactNode;
  testId?: string;
}

/**
 * A bottom sheet with a heading, an optional line, its content and its actions
 * (docs/web-ui-kit.md#sheet), on BottomSheet: slides, drags, Escape and focus as every sheet.
 */
export function Sheet({ open, onClose, title, handleLabel, description, children, actions, testId }: SheetProps) {
  return (
    <BottomSheet open={open} onClose={onClose} label={title} handleLabel={handleLabel} testId={testId}>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {description && <p className={styles.description}>{description}</p>}
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </BottomSheet>
  );
}
