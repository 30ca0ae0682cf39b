import { CURRENCY, priceParts } from '@qadhya/domain';
import styles from './Price.module.css';

export interface PriceProps {
  millimes: number | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Struck-through old price. */
  old?: boolean;
}

/** A price as integer part + three decimals + DT; always left to right, also in Arabic. */
export function Price({ millimes, size = 'md', old = false }: PriceProps) {
  const { integer, decimals } = priceParts(millimes);
  return (
    <span className={styles.price} data-size={size} data-old={old || undefined} dir="ltr">
      <span className={styles.integer}>{integer}</span>
      <span className={styles.decimals}>
        {','}
        {decimals}
      </span>
      <span className={styles.currency}>{CURRENCY}</span>
    </span>
  );
}
