import { CURRENCY, formatDiscount, formatPrice } from '@qadhya/domain';

/** The translator's shape this module needs (the app's t, or a stand-in in tests). */
type Translate = (key: string, values: Record<string, unknown>) => string;

/**
 * A price as one string, the way it is shown and copied: 5100 → "5,100 DT", 1234500 →
 * "1 234,500 DT" (fr-FR grouping, three decimals), a missing price "0,000 DT".
 */
export function priceText(millimes: number | null | undefined): string {
  return `${formatPrice(millimes)} ${CURRENCY}`;
}

/**
 * What a screen reader says for a price (docs/accessibility.md#prices-numbers-and-names): the
 * price alone, or "Ancien prix 7,600 DT" / "السعر القديم 7,600 DT" for a struck-through one.
 */
export function priceSpeech(t: Translate, millimes: number | null | undefined, old = false): string {
  const price = priceText(millimes);
  return old ? t('price.old', { price }) : price;
}

/** What a screen reader says for a discount badge "-43%": "Remise de 43 %" / "تخفيض 43%". */
export function discountSpeech(t: Translate, remise: number | null | undefined): string {
  return t('price.discount', { value: formatDiscount(remise) });
}

/**
 * A name printed in Latin letters (a product, a brand) isolated for a sentence built as one string
 * (first-strong isolate … pop isolate, the text form of <bdi>): "العلامة: ⁨Délice⁩" keeps the
 * brand's own order and the colon where the Arabic puts it.
 */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}
