/** GS1 check digits for EAN-13 / EAN-8 / UPC-A. */

const DIGITS = /^\d+$/;

/**
 * Check digit for the given digits without their check digit (12 for EAN-13, 7 for EAN-8,
 * 11 for UPC-A). Weights 3,1,3,… from the rightmost digit. Throws RangeError on non-digits.
 */
export function gs1CheckDigit(body: string): number {
  if (!DIGITS.test(body)) throw new RangeError(`gs1CheckDigit: digits expected, got "${body}"`);
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += (body.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for 8, 12 or 13 digits whose last digit is the right GS1 check digit. */
export function isValidGtin(code: string): boolean {
  if (typeof code !== 'string' || !/^(?:\d{8}|\d{12}|\d{13})$/.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === code.charCodeAt(code.length - 1) - 48;
}

/** Appends the check digit: "619123456789" → "6191234567897". */
export function withCheckDigit(body: string): string {
  return body + String(gs1CheckDigit(body));
}
