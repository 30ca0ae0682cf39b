/**
 * Composed CSS comes out in one order whatever order the files are read in (docs/operations.md#build):
 * a screen composing `centred` and `page`, `centred` composing `page` too. postcss-modules' own
 * loader puts `page` before or after `centred` depending on which read finishes first; ours does not.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import postcssModules from 'postcss-modules';
import { afterAll, describe, expect, it } from 'vitest';
import { OrderedCssModulesLoader } from '../../scripts/lib/css-modules-loader.mjs';

const require = createRequire(import.meta.url);
const moduleFs: { setFileSystem(fs: object): void } = require(path.join(path.dirname(require.resolve('postcss-modules')), 'fs.js'));

const dir = '/virtual/css';
const files: Record<string, string> = {
  [`${dir}/page.css`]: '.page { padding: 1px; }\n',
  [`${dir}/centred.css`]: ".centred { composes: page from './page.css'; text-align: center; }\n",
};
const screen = ".hero { composes: centred from './centred.css'; }\n.box { composes: page from './page.css'; }\n";

/** Reads held until the test hands them out, `first` before the others. */
let pending: { file: string; done: (err: Error | null, text?: string) => void }[] = [];
moduleFs.setFileSystem({
  readFile: (file: string, _enc: string, done: (err: Error | null, text?: string) => void) => {
    pending.push({ file, done });
  },
  writeFile: () => undefined,
});
afterAll(() => moduleFs.setFileSystem(require('node:fs')));

const turn = () => new Promise((resolve) => setImmediate(resolve));

async function compile(first: string, Loader?: unknown): Promise<string> {
  pending = [];
  const options = { getJSON: () => undefined, resolve: (file: string, importer: string) => path.resolve(path.dirname(importer), file) };
  const out = postcss([postcssModules(Loader ? { ...options, Loader } : options)])
    .process(screen, { from: `${dir}/screen.css` })
    .async();
  out.catch(() => undefined); // a refusal is read below, once every read is handed out
  for (;;) {
    // Each read's file is parsed, and its own reads asked for, before the next read is handed out.
    for (let i = 0; i < 5; i++) await turn();
    if (pending.length === 0) break;
    const next = pending.find((p) => p.file.endsWith(first)) ?? pending[0]!;
    pending = pending.filter((p) => p !== next);
    next.done(null, files[next.file]);
  }
  const { css } = await out;
  return css.replace(/\s+/g, ' ');
}

describe('composed CSS modules', () => {
  it('come out in one order, composed files first, whichever file is read first', async () => {
    const pageFirst = await compile('page.css', OrderedCssModulesLoader);
    const centredFirst = await compile('centred.css', OrderedCssModulesLoader);
    expect(centredFirst).toBe(pageFirst);
    expect(pageFirst.indexOf('padding: 1px')).toBeGreaterThan(-1);
    expect(pageFirst.indexOf('padding: 1px')).toBeLessThan(pageFirst.indexOf('text-align: center'));
    expect(pageFirst.match(/padding: 1px/g)).toHaveLength(1);
  });

  it('differ with postcss-modules’ own loader (what the test guards against)', async () => {
    expect(await compile('page.css')).not.toBe(await compile('centred.css'));
  });

  it('refuse a file that composes itself through another', async () => {
    files[`${dir}/page.css`] = ".page { composes: centred from './centred.css'; padding: 1px; }\n";
    try {
      await expect(compile('page.css', OrderedCssModulesLoader)).rejects.toThrow(/composes itself/);
    } finally {
      files[`${dir}/page.css`] = '.page { padding: 1px; }\n';
    }
  });
});
