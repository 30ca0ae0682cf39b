import { CURRENCY_SIGN, formatMoney, formatPercent, moneyFigures, textLang } from '@qadhya/domain';

/** The translator's shape this module needs (the app's t, or a stand-in in tests). */
type Translate = (key: string, values: Record<string, unknown>) => string;

/**
 * A price as one string, the way it is shown and copied (docs/formats.md): 5100 → "5,100 DT",
 * 1234500 → "1 234,500 DT", a missing price "0,000 DT"; in Arabic "⁦5,100⁩ د.ت" (the figures
 * isolated left to right, the sign after them).
 */
export function priceText(millimes: number | null | undefined, lang: string | null | undefined): string {
  return formatMoney(millimes, lang);
}

/**
 * A price cut in the pieces a screen draws (docs/formats.md#figures-in-arabic): the figures, drawn
 * isolated left to right ("-12,500", "+3,000" with `signed`, "20" for a round amount with `whole`), and the language's currency sign drawn
 * after them in logical order (« DT », « د.ت »). Together they read as `priceText`.
 */
export function moneyDrawn(
  millimes: number | null | undefined,
  lang: string | null | undefined,
  opts: { signed?: boolean; whole?: boolean } = {},
): { figures: string; currency: string } {
  const plus = opts.signed && typeof millimes === 'number' && Math.round(millimes) > 0 ? '+' : '';
  return { figures: plus + moneyFigures(millimes, opts), currency: CURRENCY_SIGN[textLang(lang)] };
}

/**
 * What a screen reader says for a price (docs/accessibility.md#prices-numbers-and-names): the
 * price alone, or "Ancien prix 7,600 DT" / "السعر القديم 7,600 د.ت" for a struck-through one.
 */
export function priceSpeech(t: Translate, lang: string | null | undefined, millimes: number | null | undefined, old = false): string {
  const price = priceText(millimes, lang);
  return old ? t('price.old', { price }) : price;
}

/** What a screen reader says for a discount badge "-43%": "Remise de 43%" / "تخفيض 43%". */
export function discountSpeech(t: Translate, lang: string | null | undefined, remise: number | null | undefined): string {
  return t('price.discount', { value: formatPercent(remise, lang) });
}

/** The badge of a discount: "-43%" (docs/formats.md), isolated in Arabic. */
export function discountBadge(remise: number | null | undefined, lang: string | null | undefined): string {
  return formatPercent(remise, lang, { signed: true });
}
