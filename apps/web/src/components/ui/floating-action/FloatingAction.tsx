import type { ReactNode } from 'react';
import styles from './FloatingAction.module.css';

export interface FloatingActionProps {
  /** The button (or link) itself; `button` of FloatingAction.module.css gives it the brand pill. */
  children: ReactNode;
  /**
   * `fixed`: over the page, above the bottom bar and its scan button; the shell then reserves its
   * height at the end of the page, so the last price or barcode scrolls clear of it. `sticky`: a
   * form's last button, in the page's flow, held above the bar and the scan button while the page
   * scrolls and back in its place at the end.
   */
  mode?: 'fixed' | 'sticky';
  /** Centred in the app column, at its end (right in French, left in Arabic), or the column's width. */
  align?: 'center' | 'end' | 'stretch';
}

/**
 * Every floating button of the app sits in one of these (docs/shell.md#floating-buttons): the
 * position rules live here only, never on a screen, so none sits on the scan button, on the bar or
 * over the end of a page.
 */
export function FloatingAction({ children, mode = 'fixed', align = 'end' }: FloatingActionProps) {
  return (
    <div className={styles.dock} data-floating-action={mode} data-align={align}>
      {children}
    </div>
  );
}
