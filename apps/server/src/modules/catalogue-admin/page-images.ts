import { CATALOGUE_UPLOAD } from '@qadhya/contracts';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';
import { createGate } from '../../limits/gate.ts';
import { checkImage, UPLOAD_MAX_PIXELS } from '../../storage/uploaded-image.ts';
import type { PdfRenderPool } from './pdf-render-pool.ts';

/**
 * Catalogue pages from uploaded files (docs/catalogue-admin.md#pages): a PDF rendered page by page
 * with MuPDF (WebAssembly, in a worker thread: pdf-render-pool.ts), or images; each page re-encoded by
 * sharp as a WebP of PAGE_PIXELS, the page fitted inside on white (the flipbook's 350×500 shape).
 */

/** A stored page: twice the flipbook's 350×500 (sharp on high-density screens). */
export const PAGE_PIXELS = { width: 700, height: 1000 } as const;

/** Images decoded and encoded at once in this process (each holds a page's pixels), and how many may wait. */
const renders = createGate(1, 4);

const pdfInvalid = (why: string) => new AppError(422, 'CATALOGUE_PDF_INVALID', `The PDF could not be read: ${why}.`);
const tooManyPages = (n: number) =>
  new AppError(422, 'CATALOGUE_TOO_MANY_PAGES', `The upload has ${n} pages: at most ${CATALOGUE_UPLOAD.maxPages}.`);

export interface PageImage {
  webp: Buffer;
  width: number;
  height: number;
}

/** A PDF, by its signature: "%PDF-" within the first 1,024 bytes (as readers accept it). */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');

async function toPageWebp(input: Buffer): Promise<PageImage> {
  const webp = await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(PAGE_PIXELS.width, PAGE_PIXELS.height, { fit: 'contain', background: '#ffffff' })
    .webp({ quality: 80 })
    .toBuffer();
  return { webp, ...PAGE_PIXELS };
}

/**
 * Every page of a PDF as a WebP page image: drawn by MuPDF in a worker of the render pool, within
 * its budgets (docs/catalogue-admin.md#heavy-pdfs), then re-encoded here. A broken, encrypted or
 * empty PDF is refused (422 CATALOGUE_PDF_INVALID), a heavy one too (422 PDF_TOO_HEAVY).
 */
export async function pdfPages(bytes: Buffer, pool: PdfRenderPool): Promise<PageImage[]> {
  if (!isPdf(bytes)) throw pdfInvalid('not a PDF file');
  const pngs = await pool.render(bytes);
  const out: PageImage[] = [];
  for (const png of pngs) out.push(await renders.run(() => toPageWebp(Buffer.from(png.buffer, png.byteOffset, png.byteLength))));
  return out;
}

/** Images (PNG, JPEG or WebP by their bytes) as page images, in the order given. */
export async function imagePages(files: Buffer[]): Promise<PageImage[]> {
  if (files.length > CATALOGUE_UPLOAD.maxPages) throw tooManyPages(files.length);
  const out: PageImage[] = [];
  for (const [i, bytes] of files.entries()) {
    const label = `File ${i + 1}`;
    await checkImage(bytes, label);
    const invalid = () => new AppError(422, 'IMAGE_INVALID', `${label}: the image could not be read (corrupt or truncated).`);
    out.push(
      await renders.run(async () => {
        try {
          return await toPageWebp(bytes);
        } catch {
          throw invalid();
        }
      }),
    );
  }
  return out;
}
