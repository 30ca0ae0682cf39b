import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '../../lib/router/index.ts';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** How a button looks, shared by Button, ButtonLink and a screen that styles another element as one. */
export interface ButtonLook {
  /** primary: the screen's one main action (filled brand); secondary: outlined; ghost: text only; danger: deletes or leaves. */
  variant?: ButtonVariant;
  /** sm 36 px (inside cards), md the tap size (default), lg 54 px (a form's submit). */
  size?: 'sm' | 'md' | 'lg';
  /** pill (default) or rounded: the corners of the form and sheet screens. */
  shape?: 'pill' | 'rounded';
  /** As wide as its container. */
  block?: boolean;
}

/** The class and data attributes of a button look (docs/web-ui-kit.md#button). */
export function buttonProps({ variant = 'primary', size = 'md', shape = 'pill', block = false }: ButtonLook, className?: string) {
  return {
    className: className ? `${styles.button} ${className}` : styles.button,
    'data-variant': variant,
    'data-size': size,
    'data-shape': shape,
    'data-block': block || undefined,
  };
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Working: disabled and announced as busy. */
  busy?: boolean;
}

/** A button of the app (docs/web-ui-kit.md#button); `type="button"` unless told. */
export function Button({ variant, size, shape, block, busy = false, className, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      {...buttonProps({ variant, size, shape, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}

/** A link in the app that looks like a button (it navigates: a link for screen readers). */
export function ButtonLink({ variant, size, shape, block, className, ...rest }: LinkProps & ButtonLook) {
  return <Link {...buttonProps({ variant, size, shape, block }, className)} {...rest} />;
}
