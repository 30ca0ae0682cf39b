/**
 * A budget typed in dinars ("250", "250,5", "1 250.750") → integer millimes; null when it is not a
 * non-negative amount with at most three decimals.
 */
export function parseDinars(text: string): number | null {
  const s = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const m = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(s);
  if (!m) return null;
  const [, int = '0', dec = ''] = m;
  return Number(int) * 1000 + Number(dec.padEnd(3, '0'));
}

/** Millimes → what the budget field shows ("250,500"). */
export function dinarsText(millimes: number): string {
  const int = Math.floor(millimes / 1000);
  const dec = millimes % 1000;
  return dec ? `${int},${String(dec).padStart(3, '0')}` : String(int);
}

/** A client request id (8–64 of A-Z a-z 0-9 _ -) making a money write happen once, kept across retries. */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `b${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
