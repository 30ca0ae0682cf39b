import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** What the button does, said by screen readers (the icon is hidden from them). */
  label: string;
  /** The drawn icon (lucide-react at 20–24 px). */
  icon: ReactNode;
  /** plain: the icon alone; tinted: on the brand's light tint; filled: on the brand's red. */
  tone?: 'plain' | 'tinted' | 'filled';
  /** md the tap size (default); sm 36 px inside a dense row, still with a tap-size hit area. */
  size?: 'sm' | 'md';
}

/** A round button showing only an icon, named by `label` (docs/web-ui-kit.md#iconbutton). */
export function IconButton({ label, icon, tone = 'plain', size = 'md', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-tone={tone}
      data-size={size}
      aria-label={label}
      {...rest}
    >
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
    </button>
  );
}
