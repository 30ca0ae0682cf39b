/**
 * The Arabic reading check (docs/accessibility.md#arabic-as-it-is-read), run in the page on a
 * settled screen of the Arabic app: what a shopper reads (the text and the attribute texts a
 * reader gets) is Arabic, written with the app's one form of each unit (docs/formats.md), and no
 * name is cut by an ellipsis while it would fit on two lines.
 *
 * Skipped: script, style, svg; what is marked as another language (`lang="fr"` on a product's name,
 * a brand, the French fallback of a text), `[data-latin-ok]` (a justified exception), and what is
 * not rendered at all (display: none, visibility: hidden).
 */
import type { Page } from 'playwright-core';

export interface ReadingFinding {
  /** latin-word, currency, percent, digits, date, time-12h, time-h, cut-name */
  rule: string;
  /** The text concerned (shortened). */
  text: string;
  /** The element: its closest test id, then its tag and classes. */
  where: string;
}

/**
 * Latin words an Arabic screen may show as they are, each for its reason (kept short). E-mail
 * addresses, URLs and codes (letters with digits: TN0001, an EAN, a coupon) are allowed by their
 * shape, and names inserted into a sentence by isolate() (U+2068 … U+2069) by their isolate.
 */
export const LATIN_OK: readonly string[] = [
  // The app's name, a brand, written the same in both languages.
  'Qadhya',
  // The back office's badge shown to staff, kept as the chain's staff know it (text-pairs.test.ts).
  'ADMIN',
  // The stores the app is downloaded from, brands named as the phone names them (terms of use).
  'App Store',
  'Google Play',
  // The code's name as printed on the top-up receipts and in every Arabic app.
  'QR',
  // The picture types a shopper's phone lists them by (the profile picture's limits).
  'JPEG',
  'PNG',
  'WebP',
  // The data sources and their licence, credited by name as their licences ask (legal notice).
  'Open Food Facts',
  'OpenStreetMap',
  'ODbL',
];

function readPage(okPhrases: readonly string[]): ReadingFinding[] {
  const findings: ReadingFinding[] = [];
  const seen = new Set<string>();
  const isolates = /[\u2066-\u2069\u200e\u200f\u061c]/g;
  const clean = (s: string) => s.replace(isolates, '').replace(/\s+/g, ' ').trim();
  const short = (s: string) => (s.length > 90 ? `${s.slice(0, 87)}…` : s);
  const where = (el: Element) => {
    const id = el.closest('[data-testid]')?.getAttribute('data-testid');
    const cls = [...el.classList].slice(0, 2).join('.');
    return `${id ? `[${id}] ` : ''}${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`;
  };
  const add = (rule: string, text: string, el: Element) => {
    const key = `${rule}|${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ rule, text: short(text), where: where(el) });
  };
  const skipped = (el: Element) =>
    !!el.closest('script, style, noscript, template, svg, [data-latin-ok]') ||
    !(el.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().startsWith('ar') ||
    !el.checkVisibility({ visibilityProperty: true });

  const email = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
  const url = /^(?:[a-z][a-z+.-]*:\/\/|www\.)\S+$|^[\w-]+(?:\.[\w-]+)*\.(?:tn|com|net|org|fr)(?:\/\S*)?$/i;
  // A code: letters and digits together (TN0001, QAD-2026, an EAN).
  const code = /^(?=\S*\d)[\p{L}\d]+(?:[-_/.][\p{L}\d]+)*$/u;
  const latinWord = /\p{Script=Latin}{2,}/u;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const allowed = new RegExp(`(?<!\\p{Script=Latin})(?:${okPhrases.map(escape).join('|')})(?!\\p{Script=Latin})`, 'gu');
  /** One finding per text, naming its Latin words; `raw` still has its isolates. */
  const latin = (raw: string, el: Element) => {
    const rest = raw
      .replace(/\u2068[^\u2069]*\u2069/g, ' ')
      .replace(isolates, '')
      .replace(allowed, ' ');
    const words: string[] = [];
    for (const part of rest.split(/\s+/)) {
      // An Arabic prefix or punctuation around the word (« وGoogle », « (UID) ») is not part of it.
      const token = part.replace(/^[^\p{Script=Latin}\p{N}]+|[^\p{Script=Latin}\p{N}]+$/gu, '');
      if (!latinWord.test(token) || email.test(token) || url.test(token) || code.test(token)) continue;
      // The currency after a figure has its own rule (below).
      if (/^(?:DT|TND)$/.test(token)) continue;
      words.push(token);
    }
    if (words.length) add('latin-word', `${words.join(', ')} — « ${clean(raw)} »`, el);
  };
  const forms: [string, RegExp][] = [
    ['currency', /\d[\s\u00a0\u202f]*(?:DT|TND)(?!\p{L})|\d[\s\u00a0\u202f]*(?:دينار|دنانير)/u],
    ['percent', /٪/],
    ['digits', /[\u0660-\u0669\u06f0-\u06f9]/],
    ['date', /(?<!\d)\d{4}[/-]\d{1,2}[/-]\d{1,2}(?!\d)/],
    ['time-12h', /\d{1,2}:\d{2}[\s\u00a0\u202f]*(?:ص|م|AM|PM|am|pm)(?![\p{L}])/u],
    ['time-h', /(?<![\p{L}\d])\d{1,2}h(?:\d{2})?(?![\p{L}\d])/u],
  ];
  const formsOf = (text: string, el: Element) => {
    for (const [rule, re] of forms) if (re.test(text)) add(rule, text, el);
  };

  // The text: each text node, and its parent's whole text (a price drawn in pieces).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parents = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || skipped(el)) continue;
    const text = clean(node.nodeValue ?? '');
    if (!text) continue;
    latin(node.nodeValue ?? '', el);
    formsOf(text, el);
    parents.add(el);
  }
  for (const el of parents) formsOf(clean(el.textContent ?? ''), el);

  // The attribute texts a reader gets.
  for (const el of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    // A reader gets no attribute of what is hidden from it (a picture beside the name it shows).
    if (skipped(el) || el.closest('[aria-hidden="true"]')) continue;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const text = clean(el.getAttribute(name) ?? '');
      if (!text) continue;
      latin(el.getAttribute(name) ?? '', el);
      formsOf(text, el);
    }
  }

  // Cut names: an ellipsis (one line) or a line clamp that hides text which would fit on two lines.
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (el.closest('svg') || !el.checkVisibility({ visibilityProperty: true })) continue;
    const style = getComputedStyle(el);
    const clamp = style.getPropertyValue('-webkit-line-clamp');
    const ellipsis = style.textOverflow === 'ellipsis' && style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;
    const clamped = clamp !== '' && clamp !== 'none' && el.scrollHeight > el.clientHeight + 1;
    // A form control, and a text hidden for screen readers only (clipped to a pixel), are not cut names.
    if ((!ellipsis && !clamped) || el.clientWidth < 2 || el.matches('input, select, textarea') || !clean(el.textContent ?? '')) continue;
    // The whole text laid out at the element's width, unclamped, against one line of it.
    const probe = (lines: 'one' | 'all') => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.removeAttribute('id');
      const contentWidth = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      Object.assign(copy.style, {
        position: 'absolute',
        visibility: 'hidden',
        insetInlineStart: '0',
        top: '0',
        display: 'block',
        boxSizing: 'content-box',
        width: `${contentWidth}px`,
        height: 'auto',
        minHeight: '0',
        maxHeight: 'none',
        overflow: 'visible',
        textOverflow: 'clip',
        webkitLineClamp: 'none',
        whiteSpace: lines === 'one' ? 'nowrap' : 'normal',
        padding: '0',
        borderWidth: '0',
      });
      if (lines === 'one') copy.textContent = 'Ag';
      el.parentElement!.appendChild(copy);
      const height = copy.getBoundingClientRect().height;
      // A word longer than the width (a URL) cannot wrap: two lines would not hold it either.
      const overflows = copy.scrollWidth > contentWidth + 1;
      copy.remove();
      return overflows ? Infinity : height;
    };
    const line = probe('one');
    const whole = probe('all');
    if (line > 0 && whole <= 2 * line + 1) add('cut-name', clean(el.textContent ?? ''), el);
  }
  return findings;
}

/** Runs the check on the page as it is now. */
export async function arabicReadingFindings(page: Page): Promise<ReadingFinding[]> {
  return page.evaluate(readPage, LATIN_OK);
}

/** The findings as lines for a failure message: « rule: text (where) ». */
export function readingLines(findings: readonly ReadingFinding[]): string[] {
  return findings.map((f) => `${f.rule}: ${f.text} (${f.where})`);
}
