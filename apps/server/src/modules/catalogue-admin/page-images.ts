import { CATALOGUE_UPLOAD } from '@qadhya/contracts';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';
import { createGate } from '../../limits/gate.ts';
import { checkImage, UPLOAD_MAX_PIXELS } from '../../storage/uploaded-image.ts';

/**
 * Catalogue pages from uploaded files (docs/catalogue-admin.md#pages): a PDF rendered page by page
 * with MuPDF (WebAssembly, in this process, nothing fetched), or images; each page re-encoded by
 * sharp as a WebP of PAGE_PIXELS, the page fitted inside on white (the flipbook's 350×500 shape).
 */

/** A stored page: twice the flipbook's 350×500 (sharp on high-density screens). */
export const PAGE_PIXELS = { width: 700, height: 1000 } as const;

/** Renders at once in this process (each holds a page's pixels), and how many may wait. */
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
 * Every page of a PDF as a WebP page image. A broken, encrypted or empty PDF is refused (422).
 * MuPDF's own messages (repairs of a damaged file…) go to the log at debug level, not to stderr.
 */
export async function pdfPages(bytes: Buffer, log?: FastifyBaseLogger): Promise<PageImage[]> {
  if (!isPdf(bytes)) throw pdfInvalid('not a PDF file');
  const mupdf = await import('mupdf');
  return renders.run(async () => {
    mupdf.setLog((message: string) => log?.debug({ mupdf: message }, 'PDF rendering message'));
    let doc: InstanceType<typeof mupdf.Document>;
    let count: number;
    try {
      doc = mupdf.Document.openDocument(bytes, 'application/pdf');
      if (doc.needsPassword()) throw pdfInvalid('it is protected by a password');
      count = doc.countPages();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw pdfInvalid('broken or truncated');
    }
    try {
      if (count < 1) throw pdfInvalid('it has no page');
      if (count > CATALOGUE_UPLOAD.maxPages) throw tooManyPages(count);
      const out: PageImage[] = [];
      for (let i = 0; i < count; i++) {
        let png: Uint8Array;
        try {
          const page = doc.loadPage(i);
          const [x0, y0, x1, y1] = page.getBounds();
          const w = x1 - x0;
          const h = y1 - y0;
          if (!(w > 0 && h > 0 && w < 14_400 && h < 14_400)) throw pdfInvalid(`page ${i + 1} has no usable size`);
          // Drawn straight at the stored size: the page fitted inside 700×1000.
          const scale = Math.min(PAGE_PIXELS.width / w, PAGE_PIXELS.height / h);
          const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
          png = pixmap.asPNG();
          pixmap.destroy();
          page.destroy();
        } catch (err) {
          if (err instanceof AppError) throw err;
          throw pdfInvalid(`page ${i + 1} could not be drawn`);
        }
        out.push(await toPageWebp(Buffer.from(png)));
      }
      return out;
    } finally {
      doc.destroy();
    }
  });
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
