import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Colour contrast of the web app's CSS (WCAG 2.2, SC 1.4.3 and 1.4.11; docs/accessibility.md).
 *
 * How it works, kept simple on purpose:
 * 1. The colour tokens come from tokens.css (`--name: #hex | rgb(...) | var(--other)`).
 * 2. Every CSS file under src/ is split into rules (innermost `selector { declarations }`).
 * 3. A rule that sets `color` is paired with the colours of its own `background`/`background-color`
 *    (every stop of a linear gradient; radial ones are corner glows, left out); without one, with the backgrounds its text colour sits on:
 *    ON_COLOURED for the light-on-colour tokens, PAGE_BACKGROUNDS for the others.
 *    PARENT_PAIRS adds the pairs where text sits on a background set by a parent rule.
 * 4. `var(--x)` resolves through the file's own custom properties (all their values, e.g. a toast's
 *    --accent per tone) then the tokens; translucent colours are composited on what lies beneath.
 * 5. Each pair must reach 4.5:1, or 3:1 for large text (the rule's font-size ≥ 24 px, or ≥ 18.7 px
 *    and bold) and for the icon rules listed in NON_TEXT (SC 1.4.11).
 * Disabled controls (`:disabled`, `[aria-disabled]`) are exempt (SC 1.4.3), as are `inherit` and
 * `currentColor`, which take a colour already checked where it is set.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const TOKENS = path.join(SRC, 'styles', 'tokens.css');
/** The tokens the app shares with the back office, before its own. */
const SHARED_TOKENS = path.join(SRC, '../../../packages/design/tokens.css');
/** The dark theme's overrides of those tokens (docs/app-root.md#theme): every pair is checked in both themes. */
const DARK_TOKENS = path.join(SRC, 'styles', 'theme-dark.css');
const TOKEN_FILES = new Set(['styles/tokens.css', 'styles/theme-dark.css']);

/** Backgrounds that text without its own background may sit on: the page, cards, muted panels. */
const PAGE_BACKGROUNDS = ['--color-bg', '--color-surface', '--color-surface-muted'];

/** Light text tokens only used on the brand's red (headers, bands, buttons): the reds they sit on. */
const ON_COLOURED: Record<string, string[]> = {
  '--color-on-brand': [
    '--color-brand',
    '--color-brand-dark',
    '--color-brand-glow',
    '--color-error-fill',
    '--color-info-fill',
    '--color-inverse',
  ],
  '--color-on-brand-soft': ['--color-brand', '--color-brand-dark', '--color-brand-glow'],
};

/** Text colour on a background that a parent rule sets (chips, badges, panels). */
const PARENT_PAIRS: [text: string, background: string][] = [
  ['--color-brand-text', '--color-brand-lighter'],
  ['--color-brand-dark-text', '--color-brand-light'],
  ['--color-text', '--color-brand-light'],
  ['--color-text-muted', '--color-brand-lighter'],
  ['--color-success', '--color-success-bg'],
  ['--color-warning', '--color-warning-bg'],
  ['--color-error', '--color-error-bg'],
  ['--color-info', '--color-info-bg'],
  ['--color-text-muted', '--color-warning-bg'],
  ['--color-text-muted', '--color-info-bg'],
  ['--color-on-accent', '--color-accent'],
];

/** Text drawn on a fixed light colour that the rule does not set: the map's land, the voucher code's white panel. */
const FIXED_BACKGROUNDS: [selector: RegExp, background: string][] = [
  [/\.placeLabel span$/, '#f3efe4'],
  [/\.codeText$/, '#ffffff'],
];

/** Rules whose `color` paints an icon, not text: 3:1 against their background (SC 1.4.11). */
const NON_TEXT = [/\.(icon|rowIcon|tone)\[data-tone=/, /\.heart\b/, /\.dot\b/, /\.(copy|menuButton)\b/];

export type Rgba = [r: number, g: number, b: number, a: number];

/** `#rgb`, `#rrggbb`, `rgb(r g b / a%)` or `rgb(r, g, b)`; undefined for anything else. */
export function parseColour(value: string): Rgba | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'white') return [255, 255, 255, 1];
  let m = /^#([0-9a-f]{3})$/.exec(v);
  if (m) return [...m[1]!].map((c) => parseInt(c + c, 16)).concat(1) as Rgba;
  m = /^#([0-9a-f]{6})$/.exec(v);
  if (m) return [0, 2, 4].map((i) => parseInt(m![1]!.slice(i, i + 2), 16)).concat(1) as Rgba;
  m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[/,]\s*([\d.]+)(%?))?\s*\)$/.exec(v);
  if (m) {
    const alpha = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
    return [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
  }
  return undefined;
}

/** `top` painted over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => Math.round(top[i]! * a + bottom[i]! * (1 - a))).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = ([r, g, b, a]: Rgba) =>
  '#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('') + (a < 1 ? `/${Math.round(a * 100)}%` : '');

/** Custom properties declared in `css` (every value a name takes, in any rule). */
export function customProperties(css: string): Map<string, string[]> {
  const props = new Map<string, string[]>();
  for (const m of stripComments(css).matchAll(/(--[\w-]+)\s*:\s*([^;{}]+)/g)) {
    props.set(m[1]!, [...(props.get(m[1]!) ?? []), m[2]!.trim()]);
  }
  return props;
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** A colour value resolved: the token it came from (when it came from one) and its colour. */
interface Resolved {
  name: string;
  colour: Rgba;
}

/** Every colour `value` can take: `var(--x)` through `vars`; an unknown or non-colour value gives []. */
export function resolve(value: string, vars: Map<string, string[]>, seen = new Set<string>()): Resolved[] {
  const v = value.replace(/!important/, '').trim();
  const ref = /^var\((--[\w-]+)(?:\s*,\s*(.+))?\)$/.exec(v);
  if (ref) {
    const name = ref[1]!;
    if (seen.has(name)) return [];
    const values = vars.get(name) ?? (ref[2] ? [ref[2]] : []);
    return values.flatMap((x) =>
      resolve(x, vars, new Set([...seen, name])).map((r) => ({
        name: r.name.startsWith('#') || r.name.startsWith('rgb') ? name : r.name,
        colour: r.colour,
      })),
    );
  }
  const colour = parseColour(v);
  return colour ? [{ name: v, colour }] : [];
}

/** The colours a `background` value paints: each `var(...)`, hex or rgb() in it (all gradient stops). */
function backgroundColours(value: string, vars: Map<string, string[]>): Resolved[] {
  // radial-gradient() layers are lighting (a soft glow in a corner of a band), not what text sits on.
  const parts =
    value.replace(/radial-gradient\((?:[^()]|\([^()]*\))*\)/g, '').match(/var\(--[\w-]+\)|#[0-9a-fA-F]{3,6}\b|rgba?\([^)]*\)|\bwhite\b/g) ??
    [];
  return parts.flatMap((p) => resolve(p, vars));
}

export interface Rule {
  file: string;
  selector: string;
  decls: Map<string, string>;
}

/** The innermost `selector { declarations }` blocks of a stylesheet (enough for these files). */
export function rules(css: string, file: string): Rule[] {
  const out: Rule[] = [];
  for (const m of stripComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const decls = new Map<string, string>();
    for (const d of m[2]!.split(';')) {
      const i = d.indexOf(':');
      if (i > 0) decls.set(d.slice(0, i).trim().toLowerCase(), d.slice(i + 1).trim());
    }
    out.push({ file, selector: m[1]!.trim().replace(/\s+/g, ' '), decls });
  }
  return out;
}

function px(value: string | undefined, vars: Map<string, string[]>): number {
  if (!value) return 0;
  const v = value.replace(/var\((--[\w-]+)\)/, (_, n: string) => vars.get(n)?.[0] ?? '0');
  const m = /^([\d.]+)(px|rem|em)$/.exec(v.trim());
  return m ? Number(m[1]) * (m[2] === 'px' ? 1 : 16) : 0;
}

function weight(value: string | undefined, vars: Map<string, string[]>): number {
  if (!value) return 400;
  const v = value.replace(/var\((--[\w-]+)\)/, (_, n: string) => vars.get(n)?.[0] ?? '400').trim();
  return v === 'bold' ? 700 : Number(v) || 400;
}

export interface Failure {
  where: string;
  text: string;
  background: string;
  ratio: number;
  needed: number;
}

/** The pairs of `rules` under their ratio; `tokens` from tokens.css, `fileVars` the file's own. */
export function check(all: Rule[], tokens: Map<string, string[]>, fileVars: (file: string) => Map<string, string[]>): Failure[] {
  const failures: Failure[] = [];
  const token = (name: string) => resolve(`var(${name})`, tokens);
  const page = PAGE_BACKGROUNDS.flatMap(token);
  const test = (where: string, fg: Resolved, bgs: Resolved[], needed: number, under: Resolved[]) => {
    for (const bg of bgs) {
      // A translucent background is painted on what lies beneath (the text's usual backgrounds).
      const beneath = bg.colour[3] < 1 ? under : [bg];
      for (const base of beneath) {
        const solid = bg.colour[3] < 1 ? over(bg.colour, base.colour) : bg.colour;
        const ratio = contrast(over(fg.colour, solid), solid);
        if (ratio + 1e-9 < needed) {
          failures.push({
            where,
            text: `${fg.name} ${hex(fg.colour)}`,
            background: `${bg.name} ${hex(solid)}`,
            ratio: Math.round(ratio * 100) / 100,
            needed,
          });
        }
      }
    }
  };
  for (const rule of all) {
    const colourValue = rule.decls.get('color');
    if (!colourValue || /:disabled|aria-disabled|\[disabled\]/.test(rule.selector)) continue;
    const vars = new Map([...tokens, ...fileVars(rule.file)]);
    const size = px(rule.decls.get('font-size'), vars);
    const large = size >= 24 || (size >= 18.66 && weight(rule.decls.get('font-weight'), vars) >= 700);
    const needed = large || NON_TEXT.some((re) => re.test(rule.selector)) ? 3 : 4.5;
    const bgValue = rule.decls.get('background-color') ?? rule.decls.get('background');
    const fixed = FIXED_BACKGROUNDS.find(([re]) => re.test(rule.selector))?.[1];
    const own = bgValue ? backgroundColours(bgValue, vars) : fixed ? backgroundColours(fixed, vars) : [];
    for (const fg of resolve(colourValue, vars)) {
      const usual = ON_COLOURED[fg.name]?.flatMap(token) ?? page;
      test(`${rule.file} ${rule.selector}`, fg, own.length ? own : usual, needed, usual);
    }
  }
  for (const [text, background] of PARENT_PAIRS) {
    for (const fg of token(text)) test(`PARENT_PAIRS ${text} on ${background}`, fg, token(background), 4.5, page);
  }
  return failures;
}

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? cssFiles(p) : p.endsWith('.css') ? [p] : [];
  });
}

const format = (f: Failure) => `${f.where}: ${f.text} on ${f.background} is ${f.ratio}:1 (needs ${f.needed}:1)`;

describe('colour contrast of the CSS', () => {
  const tokens = customProperties(fs.readFileSync(SHARED_TOKENS, 'utf8') + fs.readFileSync(TOKENS, 'utf8'));
  const files = cssFiles(SRC);
  const sources = new Map(files.map((f) => [path.relative(SRC, f), fs.readFileSync(f, 'utf8')]));
  const dark = new Map([...tokens, ...customProperties(fs.readFileSync(DARK_TOKENS, 'utf8'))]);
  const local = new Map([...sources].map(([f, css]) => [f, TOKEN_FILES.has(f) ? new Map() : customProperties(css)]));

  it('computes WCAG ratios (black on white 21:1, #777 on white 4.48:1)', () => {
    expect(contrast(parseColour('#000')!, parseColour('#fff')!)).toBeCloseTo(21, 5);
    expect(contrast(parseColour('#777777')!, parseColour('#ffffff')!)).toBeCloseTo(4.48, 2);
    expect(over(parseColour('rgb(255 255 255 / 50%)')!, parseColour('#000000')!)).toEqual([128, 128, 128, 1]);
  });

  it('fails on the old subtle grey #8a909b on white (3.2:1), passes it as large text', () => {
    const old = new Map([...tokens, ['--color-text-subtle', ['#8a909b']]]);
    const css =
      '.a { color: var(--color-text-subtle); background: var(--color-surface); }\n.b { color: var(--color-text-subtle); background: #fff; font-size: 24px; }';
    const failures = check(rules(css, 'x.css'), old, () => new Map());
    expect(failures.map(format)).toEqual(['x.css .a: --color-text-subtle #8a909b on --color-surface #ffffff is 3.21:1 (needs 4.5:1)']);
  });

  it('resolves a file-local property to every value it takes and composites translucent colours', () => {
    const css =
      '.ok { --accent: #16181d; } .bad { --accent: #12a150; } .icon { color: var(--accent); background: #fff; }\n.veil { color: rgb(255 255 255 / 60%); background: #e30613; }';
    const failures = check(rules(css, 'y.css'), tokens, () => customProperties(css));
    expect(failures.map((f) => `${f.where} ${f.text}`)).toEqual([
      'y.css .icon --accent #12a150',
      'y.css .veil rgb(255 255 255 / 60%) #ffffff/60%',
    ]);
  });

  it('every text/background pair of the app reaches 4.5:1 (3:1 for large text and icons)', () => {
    const all = [...sources].flatMap(([file, css]) => (TOKEN_FILES.has(file) ? [] : rules(css, file)));
    expect(all.filter((r) => r.decls.has('color')).length).toBeGreaterThan(100);
    expect(check(all, tokens, (f) => local.get(f) ?? new Map()).map(format)).toEqual([]);
  });

  it('and so does every pair in the dark theme', () => {
    expect(dark.get('--color-bg')).not.toEqual(tokens.get('--color-bg'));
    const all = [...sources].flatMap(([file, css]) => (TOKEN_FILES.has(file) ? [] : rules(css, file)));
    expect(check(all, dark, (f) => local.get(f) ?? new Map()).map(format)).toEqual([]);
  });
});
