/**
 * Phone top-up (docs/phone-top-up.md): the recharge code in a scanned receipt's text, the USSD of
 * each operator and the tel: link that hands it to the phone's dialer.
 */

/** The fewest and most digits a recharge code may have (docs/phone-top-up.md#the-code). */
export const TOP_UP_CODE_DIGITS = { min: 8, max: 20 } as const;

/**
 * The recharge code in a scanned (or typed) text (docs/phone-top-up.md#the-code): when the text
 * holds a '*', its LAST '*'-separated segment, else the whole text; every '#' and '%23' removed,
 * then spaces and dashes dropped. Null unless what is left is 8 to 20 digits.
 */
export function topUpCodeOf(text: string): string | null {
  const segment = text.includes('*') ? text.slice(text.lastIndexOf('*') + 1) : text;
  const code = segment.replace(/%23/gi, '').replace(/#/g, '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(code)) return null;
  return code.length >= TOP_UP_CODE_DIGITS.min && code.length <= TOP_UP_CODE_DIGITS.max ? code : null;
}

/** The three operators and the USSD prefix of each (docs/phone-top-up.md#ussd). */
export const OPERATORS = [
  { key: 'ooredoo', name: 'Ooredoo', ussd: '*100*' },
  { key: 'tt', name: 'Tunisie Telecom', ussd: '*123*' },
  { key: 'orange', name: 'Orange', ussd: '*100*' },
] as const;

export type OperatorKey = (typeof OPERATORS)[number]['key'];

export const OPERATOR_KEYS: readonly OperatorKey[] = OPERATORS.map((o) => o.key);

export function isOperatorKey(value: string): value is OperatorKey {
  return (OPERATOR_KEYS as readonly string[]).includes(value);
}

/** The USSD that loads `code` on the operator's line: '*100*{code}#' (Ooredoo, Orange), '*123*{code}#' (Tunisie Telecom). */
export function ussdFor(operator: OperatorKey, code: string): string {
  const prefix = OPERATORS.find((o) => o.key === operator)!.ussd;
  return `${prefix}${code}#`;
}

/**
 * The tel: link of a USSD (docs/phone-top-up.md#the-tel-link): '#' must be written '%23' (in a URL it
 * starts the fragment, and the dialer would never see it); '*' and the digits stay as they are.
 */
export function telHref(ussd: string): string {
  return `tel:${ussd.replace(/#/g, '%23')}`;
}
