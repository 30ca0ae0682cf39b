/** Small helpers to write SVG by hand. No fonts or files are fetched: generic font families only. */

export const FONT = "Helvetica, Arial, 'Liberation Sans', sans-serif";

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Rough width of a text in Helvetica: enough to decide when to shrink it. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text)
    units += /[il.,'’:;|!]/.test(ch) ? 0.28 : /[mwMW@]/.test(ch) ? 0.85 : /[A-Z0-9%]/.test(ch) ? 0.66 : ch === ' ' ? 0.28 : 0.54;
  return units * size * (bold ? 1.1 : 1);
}

export interface TextOptions {
  size: number;
  fill: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  /** Squeeze the text into this width when it is wider. */
  maxWidth?: number;
  extra?: string;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  const width = textWidth(content, o.size, o.bold);
  let size = o.size;
  let fit = '';
  if (o.maxWidth && width > o.maxWidth * 0.92) {
    size = Math.max(o.size * 0.72, Math.min(o.size, (o.size * o.maxWidth * 0.92) / width));
    // The estimate is rough: past 80 % of the room, let the renderer squeeze the glyphs to fit.
    const est = textWidth(content, size, o.bold);
    if (est > o.maxWidth * 0.8) fit = ` textLength="${r(Math.min(est, o.maxWidth))}" lengthAdjust="spacingAndGlyphs"`;
  }
  const attrs = [
    `x="${r(x)}"`,
    `y="${r(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${r(size)}"`,
    `fill="${o.fill}"`,
    o.bold ? 'font-weight="700"' : '',
    o.italic ? 'font-style="italic"' : '',
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    o.extra ?? '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}${fit}>${esc(content)}</text>`;
}

/** Splits a text into at most `lines` lines of about `chars` characters (the last one cut with …). */
export function wrap(content: string, chars: number, lines: number): string[] {
  const words = content.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > chars) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]!.slice(0, Math.max(1, chars - 1))}…`;
    return kept;
  }
  return out;
}

/** One decimal at most, so the documents stay small. */
export function r(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** Lighter or darker shade of a #rrggbb colour (amount -1 … 1). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  const rr = channel((n >> 16) & 255);
  const gg = channel((n >> 8) & 255);
  const bb = channel(n & 255);
  return `#${((rr << 16) | (gg << 8) | bb).toString(16).padStart(6, '0')}`;
}

export function svgDocument(width: number, height: number, body: string, title: string, lang?: 'fr' | 'ar'): string {
  const language = lang ? ` xml:lang="${lang}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"${language}>` +
    `<title>${esc(title)}</title>${body}</svg>`
  );
}
