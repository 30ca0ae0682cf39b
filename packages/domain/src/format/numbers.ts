import { MILLIMES_PER_DINAR, formatDiscount, priceParts } from '../money.ts';
import { ltr, textLang, unitGap, type TextLang } from './lang.ts';
import { formatWhole } from './whole.ts';

/**
 * Numbers, money, percent, distance and bytes as both apps and every server text write them
 * (docs/formats.md): one form per unit and language, Western digits, the French grouping
 * ("1 234", a narrow no-break space) in both languages, the figure isolated in Arabic.
 */

/** The currency after an amount: « DT » in French, « د.ت » in Arabic (docs/glossary.md#the-currency-in-arabic). */
export const CURRENCY_SIGN: Readonly<Record<TextLang, string>> = { fr: 'DT', ar: 'د.ت' };

const decimals = /* @__PURE__ */ new Map<number, Intl.NumberFormat>();
/** Intl's fr-FR formatter of up to `max` decimals, made at its first use and kept (units.ts too). */
export function decimalsFormat(max: number): Intl.NumberFormat {
  let f = decimals.get(max);
  if (!f) decimals.set(max, (f = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: max, useGrouping: true })));
  return f;
}

/** A number that can be written: not null, undefined, NaN or an infinity. */
export const isFiniteNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** The figures of an amount: "12,500", "1 234,500", "-0,500"; with `whole`, "20" for 20,000. */
export function moneyFigures(millimes: number | null | undefined, opts: { whole?: boolean } = {}): string {
  const { integer, decimals: rest } = priceParts(millimes);
  return opts.whole && rest === '000' ? integer : `${integer},${rest}`;
}

/**
 * An amount: "12,500 DT" / "⁦12,500⁩ د.ت". `whole` drops ",000" from a round amount (a voucher's
 * "20 DT"); `signed` writes "+" before a credit (a refund "+3,000 DT").
 */
export function formatMoney(
  millimes: number | null | undefined,
  lang: string | null | undefined,
  opts: { whole?: boolean; signed?: boolean } = {},
): string {
  const figures = moneyFigures(millimes, opts);
  const sign = opts.signed && isFiniteNumber(millimes) && Math.round(millimes) > 0 ? '+' : '';
  return `${ltr(sign + figures, lang)}${unitGap(lang)}${CURRENCY_SIGN[textLang(lang)]}`;
}

/** Dinars (a figure typed in a form, "12,5") as millimes, for the formatter: 12.5 → 12500. */
export const dinarsToMillimes = (dinars: number): number => Math.round(dinars * MILLIMES_PER_DINAR);

/** A count or a figure: "1 234", "1,5" (up to `maxDecimals`, 0 by default). */
export function formatNumber(value: number | null | undefined, lang: string | null | undefined, maxDecimals = 0): string {
  const n = isFiniteNumber(value) ? value : 0;
  const text = maxDecimals > 0 ? decimalsFormat(maxDecimals).format(n) : formatWhole(n);
  return ltr(text === '-0' ? '0' : text, lang);
}

/** A quantity with its unit written by the caller's text ("2,5" kg): up to 3 decimals. */
export const formatQuantity = (value: number | null | undefined, lang: string | null | undefined): string => formatNumber(value, lang, 3);

/**
 * A percent, one sign in both languages and no space, as the shelves print it: "25%", "-43%"
 * (`signed` for a discount), "⁦25%⁩" in Arabic. Rounded to a whole percent, or to `decimals`
 * fixed decimals (a game's chances: "25,50%").
 */
export function formatPercent(
  value: number | null | undefined,
  lang: string | null | undefined,
  opts: { signed?: boolean; decimals?: number } = {},
): string {
  const figure = opts.decimals ? fixedFormat(opts.decimals).format(isFiniteNumber(value) ? value : 0) : formatDiscount(value);
  return ltr(`${opts.signed && !/^-?0(,0*)?$/.test(figure) ? '-' : ''}${figure}%`, lang);
}

const fixedFormats = /* @__PURE__ */ new Map<number, Intl.NumberFormat>();
/** Intl's fr-FR formatter of exactly `digits` decimals, made at its first use and kept (units.ts too). */
export function fixedFormat(digits: number): Intl.NumberFormat {
  let f = fixedFormats.get(digits);
  if (!f) fixedFormats.set(digits, (f = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return f;
}
