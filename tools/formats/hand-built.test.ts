import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXCEPTIONS } from './exceptions.ts';
import { handBuiltFormats, type Finding } from './hand-built.ts';

/**
 * docs/formats.md#the-check: outside packages/domain/src, nothing builds a date, a time, a price or
 * a percent by hand (Intl formatters, toLocale…String, a value glued to %, DT, د.ت, دينار, ٪ or to
 * minutes by « h », padded parts joined by / or :). packages/domain/src is not read: it is where the
 * formatters live.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['apps/web/src', 'apps/admin/src', 'apps/server/src', 'packages/contracts/src'];
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

/** A quick look at the raw code before parsing it: most files hold none of these. */
const MAY_HOLD = /Intl\.|toLocale(?:Date|Time)?String|padStart|[%٪]|DT|TND|د\s?\.\s?ت|دينار|دنانير|\}h/;

function scan(): Array<Finding & { file: string }> {
  return SCANNED.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap((abs) => {
    const code = fs.readFileSync(abs, 'utf8');
    if (!MAY_HOLD.test(code)) return [];
    const file = path.relative(ROOT, abs);
    return handBuiltFormats(file, code).map((f) => ({ ...f, file }));
  });
}

const excused = (f: Finding & { file: string }) =>
  EXCEPTIONS.some((e) => e.file === f.file && e.rule === f.rule && f.code.includes(e.code));

/** The lines of a fixture marked « fails: rule ». */
function marked(code: string): string[] {
  return code
    .split('\n')
    .flatMap((l, i) => [...l.matchAll(/fails: ([a-z-]+)/g)].map((m) => `${i + 1} ${m[1]}`))
    .filter((l) => !l.startsWith('1 '));
}

describe('the check: no hand-built date, time, price or percent outside packages/domain', () => {
  const found = scan();

  it('finds none in the web app, the back office, the server and the contracts', () => {
    expect(found.filter((f) => !excused(f)).map((f) => `${f.file}:${f.line} ${f.rule}: ${f.code}`)).toEqual([]);
  });

  it('every exception still matches a finding and says why', () => {
    const stale = EXCEPTIONS.filter((e) => !found.some((f) => f.file === e.file && f.rule === e.rule && f.code.includes(e.code)));
    expect(stale.map((e) => `${e.file} ${e.rule} ${e.code}`)).toEqual([]);
    expect(EXCEPTIONS.filter((e) => e.why.trim().length < 20)).toEqual([]);
  });

  it('finds each hand-built format of the failing fixture, on its line, with its rule', () => {
    const file = path.join(FIXTURES, 'must-fail.tsx');
    const code = fs.readFileSync(file, 'utf8');
    const lines = handBuiltFormats('must-fail.tsx', code).map((f) => `${f.line} ${f.rule}`);
    expect(lines.sort()).toEqual(marked(code).sort());
    expect(lines.length).toBeGreaterThanOrEqual(22);
  });

  it('leaves layout, SQL LIKE patterns, ISO values, case changes and plural rules alone', () => {
    const file = path.join(FIXTURES, 'must-pass.tsx');
    expect(handBuiltFormats('must-pass.tsx', fs.readFileSync(file, 'utf8'))).toEqual([]);
  });
});
