import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a section with its own heading, an article in a list, or a plain div (default). */
  as?: 'div' | 'section' | 'article' | 'li';
  /** md (default) or lg inner space; none for a card whose content draws its own edges. */
  padding?: 'none' | 'md' | 'lg';
}

/** A white card on the page's grey: border, rounded corners, a light shadow (docs/web-ui-kit.md#card). */
export function Card({ as: As = 'div', padding = 'md', className, ...rest }: CardProps) {
  return <As className={className ? `${styles.card} ${className}` : styles.card} data-padding={padding} {...rest} />;
}
