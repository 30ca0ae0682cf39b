import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/formats.md#bytes: no text of the apps, the server or the contracts types a size by hand
 * (« 5 Mo », « 8 MB », « 40 ميغابايت »); each is `formatBytes` of the limit the server checks
 * (packages/contracts/src/upload-limits.ts). Only texts are read (string and template literals, JSX
 * text), through the TypeScript parser, so comments may still speak of « 49 KB gzip ». The demo
 * data (apps/server/src/seed) is left out: its « SIM 10 Go » and « 128 Go » are product names.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['apps/web/src', 'apps/admin/src', 'apps/server/src', 'packages/contracts/src'];
const LEFT_OUT = /^apps\/server\/src\/seed\//;
const TYPED_SIZE = /\d\s*(?:o|octets?|Ko|Mo|Go|To|[KMGT]i?B|kB|بايت|كيلوبايت|ميغابايت|ميجابايت|غيغابايت|[كمغ]\.ب)(?![\p{L}\p{N}])/u;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

/** The texts of a file that type a size: `file:line text`. */
export function typedSizes(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = node.text;
      if (TYPED_SIZE.test(text)) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('sizes: no figure with a byte unit typed by hand', () => {
  it('finds none in the web app, the back office, the server and the contracts', () => {
    const found = SCANNED.flatMap((dir) => sources(path.join(ROOT, dir)))
      .map((abs) => path.relative(ROOT, abs))
      .filter((file) => !LEFT_OUT.test(file))
      .flatMap((file) => {
        const code = fs.readFileSync(path.join(ROOT, file), 'utf8');
        // Parsed only when the raw code holds such a figure somewhere (most files hold none).
        return TYPED_SIZE.test(code) ? typedSizes(file, code) : [];
      });
    expect(found).toEqual([]);
  });

  it('would find « 8 Mo », « 5 MB », « 5 ميغابايت » and « 40 م.ب », not « 5 Mo » in a comment nor « Mode »', () => {
    const code = [
      "const a = 'L’image dépasse 8 Mo.';",
      'const b = `at most 5 MB`;',
      "const c = 'الصورة ثقيلة جدًا: 5 ميغابايت على الأكثر.';",
      'const d = <p>40 م.ب</p>;',
      '// 5 Mo in a comment',
      "const e = '3 Modes, 12 octobre, 2 Gouvernorats';",
    ].join('\n');
    expect(typedSizes('x.tsx', code).map((f) => f.split(' ')[0])).toEqual(['x.tsx:1', 'x.tsx:2', 'x.tsx:3', 'x.tsx:4']);
  });
});
