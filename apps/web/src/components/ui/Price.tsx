import { priceParts } from '@qadhya/domain';
import { useTranslation } from '../../lib/i18n/index.ts';
import styles from './Price.module.css';
import { discountBadge, discountSpeech, moneyDrawn, priceSpeech } from './price-text.ts';

export interface PriceProps {
  millimes: number | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Struck-through old price. */
  old?: boolean;
}

/**
 * A price as integer part + three decimals + the currency sign of the language (« DT », « د.ت »;
 * docs/formats.md, docs/accessibility.md#prices-numbers-and-names). Screen readers get one text
 * ("5,100 DT", "Ancien prix 7,600 DT") from a visually hidden span that a selection leaves out; the
 * figures are drawn aria-hidden, inline (no gaps splitting the text, so a copy gives "5,100 DT") and
 * isolated left to right; the sign comes after them in logical order, so in Arabic it sits on their
 * left and is read after them.
 */
export function Price({ millimes, size = 'md', old = false }: PriceProps) {
  const { t, i18n } = useTranslation();
  const { integer, decimals } = priceParts(millimes);
  const { currency } = moneyDrawn(millimes, i18n.language);
  return (
    <span className={styles.price} data-size={size} data-old={old || undefined} data-ui-price>
      <span className={`visually-hidden ${styles.speech}`}>{priceSpeech(t, i18n.language, millimes, old)}</span>
      <bdi className={styles.figures} dir="ltr" aria-hidden>
        <span className={styles.integer}>{integer}</span>
        <span className={styles.decimals}>{`,${decimals}`}</span>
      </bdi>{' '}
      <span className={styles.currency} aria-hidden>
        {currency}
      </span>
    </span>
  );
}

export interface DiscountProps {
  /** The discount percent (remise), shown without decimals. */
  remise: number | null | undefined;
  /** Class of the drawn badge (each screen styles its own). */
  className?: string;
  testId?: string;
}

/**
 * A discount badge "-43%" (formatPercent, docs/formats.md) drawn left to right and aria-hidden, with
 * the words a screen reader says ("Remise de 43%", "تخفيض 43%") next to it, visually hidden and left
 * out of a selection.
 */
export function Discount({ remise, className, testId }: DiscountProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <span className={className} aria-hidden data-testid={testId}>
        <bdi dir="ltr">{t('productCard.discount', { value: discountBadge(remise, i18n.language) })}</bdi>
      </span>
      <span className={`visually-hidden ${styles.speech}`}>{discountSpeech(t, i18n.language, remise)}</span>
    </>
  );
}
