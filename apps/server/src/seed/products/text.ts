/** Text helpers of the product generator. */

/** Lower case without accents, one character for one (so positions match the original). */
export function foldKey(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base.length === ch.length ? base.toLowerCase() : ch.toLowerCase();
  }
  return out;
}

/** First letter in upper case. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1.5" → "1,5"; units written as shoppers read them: "500 g", "1,5 L", "33 cl". */
export function normaliseSize(amount: string, unit: string): string {
  const n = amount.replace('.', ',').replace(/^O,/i, '0,');
  const u = unit.toLowerCase();
  const unitText = u.startsWith('k') ? 'kg' : u.startsWith('g') ? 'g' : u === 'ml' ? 'ml' : u === 'cl' ? 'cl' : 'L';
  return `${n} ${unitText}`;
}

/** Grams or millilitres in a size text, or null ("4 × 110 g" → 440, "1,5 L" → 1500). */
export function sizeQuantity(size: string): number | null {
  const m = /(?:(\d+)\s*×\s*)?(\d+(?:,\d+)?)\s*(kg|g|ml|cl|L)\b/.exec(size);
  if (!m) return null;
  const count = m[1] ? Number(m[1]) : 1;
  const n = Number(m[2]!.replace(',', '.'));
  const factor = { kg: 1000, g: 1, ml: 1, cl: 10, L: 1000 }[m[3] as 'kg' | 'g' | 'ml' | 'cl' | 'L'];
  return count * n * factor;
}
