import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository documents itself: comments and docs point to docs/ (see docs/README.md), never to
 * a specification or an architecture note kept outside the repository nor to the specification's
 * section numbers, and every page they cite exists. This test reads the sources and the Markdown files and lists each offending file:line.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ROOTS = ['apps', 'packages', 'bench', 'scripts', 'tools', 'docs'];
const ROOT_FILES = ['README.md', 'BENCHMARKS.md', 'vitest.config.ts', 'eslint.config.js'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dev-dist', 'artifacts', 'coverage', 'results', '.git']);
const EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.css', '.sql', '.md', '.html']);

/**
 * Citations of what lies outside the repository. Spelled in pieces so that this file does not cite
 * them itself: the old specification files, the architecture note, the shared folder next to the
 * repository (its specification, data, notes and hooks), absolute paths of the build machine, and
 * section signs (how sections of those documents were cited).
 */
/** The word spec followed by a section number (as "spec" + " 2.7", "Spec" + " 9"): a numbered section of the specification, which is not in the repository. */
const SPEC_SECTION = new RegExp(['\\bspec', "(?:'s)?\\s+\\d+(?:\\.\\d+)*\\b"].join(''), 'i');

const OUTSIDE: readonly { pattern: RegExp; what: string }[] = [
  { pattern: new RegExp(['shopping', 'core'].join('-'), 'i'), what: 'the old shopping specification' },
  { pattern: new RegExp(['engagement', 'md'].join('\\.'), 'i'), what: 'the old engagement specification' },
  { pattern: new RegExp(['ARCHI', 'TECTURE\\.md'].join('')), what: 'the architecture note outside the repository' },
  {
    pattern: new RegExp(['\\.\\.', 'shared', '(spec|data|notes|hooks|ARCHI)'].join('/')),
    what: 'the shared folder outside the repository',
  },
  { pattern: new RegExp(['', 'work', ''].join('/')), what: 'an absolute path of the build machine' },
  { pattern: new RegExp(String.fromCharCode(0xa7)), what: 'a section sign (a section of an outside document)' },
  { pattern: SPEC_SECTION, what: 'a section number of the specification (name the docs/ page and section instead)' },
];

/** docs/<page>.md, optionally #anchor, anywhere in a line (also ../docs/… from a nested README). */
const DOCS_REF = /(?<![\w-])docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;
/** A Markdown link's target: [text](target). */
const MD_LINK = /\]\(([^)\s]+)\)/g;

function listFiles(dir: string, out: string[]): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(full, out);
    } else if (EXTENSIONS.has(path.extname(entry.name))) {
      out.push(full);
    }
  }
  return out;
}

function repositoryFiles(): string[] {
  const files: string[] = [];
  for (const dir of ROOTS) {
    const full = path.join(ROOT, dir);
    if (fs.existsSync(full)) listFiles(full, files);
  }
  for (const file of ROOT_FILES) {
    const full = path.join(ROOT, file);
    if (fs.existsSync(full)) files.push(full);
  }
  return files;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors a Markdown file offers: its headings' slugs (numbered when repeated) and explicit ids. */
function anchorsOf(file: string): Set<string> {
  const known = anchorCache.get(file);
  if (known) return known;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = slugOf(heading[1]!);
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      anchors.add(n === 0 ? slug : `${slug}-${n}`);
    }
    for (const m of line.matchAll(/\bid="([\w-]+)"/g)) anchors.add(m[1]!);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** What is wrong with a link to `target` (#anchor optional), or null. */
function checkTarget(target: string, anchor: string | undefined): string | null {
  if (!fs.existsSync(target)) return `${path.relative(ROOT, target)} does not exist`;
  if (anchor && !anchorsOf(target).has(anchor.toLowerCase())) return `${path.relative(ROOT, target)} has no section #${anchor}`;
  return null;
}

interface Finding {
  where: string;
  problem: string;
}

function scan(): Finding[] {
  const findings: Finding[] = [];
  for (const file of repositoryFiles()) {
    const rel = path.relative(ROOT, file);
    const markdown = file.endsWith('.md');
    let fenced = false;
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const where = `${rel}:${i + 1}`;
        for (const { pattern, what } of OUTSIDE) {
          if (pattern.test(line)) findings.push({ where, problem: `cites ${what}: ${line.trim().slice(0, 120)}` });
        }
        for (const m of line.matchAll(DOCS_REF)) {
          const problem = checkTarget(path.join(ROOT, 'docs', m[1]!), m[2]);
          if (problem) findings.push({ where, problem: `docs link: ${problem}` });
        }
        if (!markdown) return;
        if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
        if (fenced) return;
        for (const m of line.matchAll(MD_LINK)) {
          const link = m[1]!;
          if (/^[a-z][a-z+.-]*:/i.test(link) || link.startsWith('/')) continue;
          const [pathPart = '', anchor] = link.split('#');
          if (pathPart && !pathPart.endsWith('.md')) continue;
          const target = pathPart ? path.resolve(path.dirname(file), pathPart) : file;
          const problem = checkTarget(target, anchor);
          if (problem) findings.push({ where, problem: `link ${link}: ${problem}` });
        }
      });
  }
  return findings;
}

describe('documentation links', () => {
  it('gives GitHub anchors to headings', () => {
    expect(slugOf('Storage (migration 0011)')).toBe('storage-migration-0011');
    expect(slugOf('GET /api/v1/catalogues/images?week=&year=')).toBe('get-apiv1cataloguesimagesweekyear');
    expect(slugOf("Today's promo")).toBe('todays-promo');
    expect(slugOf('Finding the person to invite: the member search')).toBe('finding-the-person-to-invite-the-member-search');
  });

  it('knows a citation of a section number of the specification', () => {
    const cites = (text: string) => SPEC_SECTION.test(text);
    // Spelled in pieces so that this file does not cite a section itself.
    const s = 'spec';
    const S = 'Spec';
    expect([`(${s} 2.7)`, `${S} 9: daily attempts`, `${s}'s 2.9 « Historique »`, `${s} 2.7 and 4`].filter((t) => !cites(t))).toEqual([]);
    expect(['the spec’s French texts', 'a specification', 'inspect 2 rows', 'the spec says so'].filter(cites)).toEqual([]);
  });

  it('finds the sources and the docs', () => {
    const files = repositoryFiles().map((f) => path.relative(ROOT, f));
    expect(files).toContain('docs/README.md');
    expect(files).toContain('README.md');
    expect(files.some((f) => f.startsWith('apps/web/src/') && f.endsWith('.tsx'))).toBe(true);
    expect(files.some((f) => f.includes('node_modules'))).toBe(false);
  });

  it('cites nothing outside the repository, and every docs page and section it cites exists', () => {
    const findings = scan().map((f) => `${f.where}: ${f.problem}`);
    expect(findings).toEqual([]);
  });
});
