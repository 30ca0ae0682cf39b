/** GS1 check digits for EAN-13 / EAN-8 / UPC-A. */

/** Check digit for the given digits without their check digit (12 for EAN-13, 7 for EAN-8, 11 for UPC-A). */
export function gs1CheckDigit(body: string): number {
  throw new Error('not implemented');
}

/** True for 8, 12 or 13 digits whose last digit is the right GS1 check digit. */
export function isValidGtin(code: string): boolean {
  throw new Error('not implemented');
}

/** Appends the check digit: "619123456789" → "6191234567897". */
export function withCheckDigit(body: string): string {
  throw new Error('not implemented');
}
