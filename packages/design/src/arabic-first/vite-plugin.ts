/**
 * The build step of the Arabic first-paint font (docs/shell.md#fonts): before Vite reads fonts.css, it
 * writes packages/design/generated/ (the subset and arabic-font.css, which fonts.css imports) from
 * the repository's texts, again whenever the letters or the whole font change.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildArabicFirstFont, FIRST_FONT_FILE, firstPaintCodepoints, fontCodepoints, fullFontBytes } from './font.ts';

export const GENERATED_DIR = path.resolve(import.meta.dirname, '../../generated');
export const ARABIC_CSS = 'arabic-font.css';
const STAMP = '.stamp';
/** Raised when the generated files' shape changes, so an older folder is written again. */
const FORMAT = 1;

const writeAtomic = (file: string, data: string | Buffer) => {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
};

/** Writes the generated folder unless it is already that of these letters and this font. */
export async function writeArabicFirstFont(root: string, dir = GENERATED_DIR): Promise<'written' | 'up to date'> {
  const full = fullFontBytes();
  const codepoints = firstPaintCodepoints(root, fontCodepoints(full));
  const stamp = crypto.createHash('sha256').update(JSON.stringify({ FORMAT, codepoints })).update(full).digest('hex');
  const stampFile = path.join(dir, STAMP);
  const current = [STAMP, ARABIC_CSS, FIRST_FONT_FILE].every((f) => fs.existsSync(path.join(dir, f))) && fs.readFileSync(stampFile, 'utf8');
  if (current === stamp) return 'up to date';
  const font = await buildArabicFirstFont(root);
  fs.mkdirSync(dir, { recursive: true });
  writeAtomic(path.join(dir, FIRST_FONT_FILE), font.woff2);
  writeAtomic(path.join(dir, ARABIC_CSS), font.css);
  writeAtomic(stampFile, stamp);
  return 'written';
}

/** The Vite plugin both apps use (their fonts.css imports the generated rules). */
export function arabicFirstFontPlugin(root = path.resolve(import.meta.dirname, '../../../..')): {
  name: string;
  buildStart(): Promise<void>;
} {
  return {
    name: 'qadhya-arabic-first-font',
    async buildStart() {
      await writeArabicFirstFont(root);
    },
  };
}
