/** The five code boxes as pure data: typing, pasting and backspace (docs/accounts.md#sign-in-screen). */
export const CODE_LENGTH = 5;

export type CodeDigits = readonly string[];

export interface CodeChange {
  digits: string[];
  /** The box to focus next. */
  focus: number;
}

export function emptyCode(length = CODE_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

export function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}

/**
 * A box received `value` (one typed digit, or a paste). A paste of a whole code fills every box
 * wherever it lands; a shorter run of digits fills from that box on. Non-digits are ignored.
 */
export function applyInput(current: CodeDigits, index: number, value: string): CodeChange {
  const length = current.length;
  const typed = digitsOf(value);
  const digits = [...current];
  if (!typed) return { digits, focus: index };
  if (typed.length >= length) {
    const code = typed.slice(-length);
    return { digits: code.split(''), focus: length - 1 };
  }
  // A box that already held a digit gets the new one (typing over it replaces it).
  const held = current[index];
  const run = typed.length === 2 && held && typed.includes(held) ? typed.replace(held, '') : typed;
  let at = index;
  for (const d of run) {
    if (at >= length) break;
    digits[at] = d;
    at++;
  }
  return { digits, focus: Math.min(at, length - 1) };
}

/** Backspace: clears this box, or the previous one when this one is already empty. */
export function applyBackspace(current: CodeDigits, index: number): CodeChange {
  const digits = [...current];
  if (digits[index]) {
    digits[index] = '';
    return { digits, focus: index };
  }
  const prev = Math.max(0, index - 1);
  digits[prev] = '';
  return { digits, focus: prev };
}

export function isComplete(digits: CodeDigits): boolean {
  return digits.every((d) => /^\d$/.test(d));
}

export function codeOf(digits: CodeDigits): string {
  return digits.join('');
}

/** Splits a pasted text into the code's digits when it holds a whole code, else null. */
export function splitPastedCode(text: string, length = CODE_LENGTH): string[] | null {
  const digits = digitsOf(text);
  return digits.length === length ? digits.split('') : null;
}
