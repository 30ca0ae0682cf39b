import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../errors.ts';
import { createGate } from '../limits/gate.ts';

/**
 * Uploaded images (avatars, product photos, catalogue pages): trusted by their bytes only, their
 * size read from the header and checked before anything is decoded, then re-encoded by sharp with
 * every metadata dropped (docs/security.md#uploads).
 */

/** Refused before any decoding: more pixels than this, or a side longer than UPLOAD_MAX_SIDE. */
export const UPLOAD_MAX_PIXELS = 25_000_000;
export const UPLOAD_MAX_SIDE = 8000;
/** Image decodes at once in this process (each may take tens of MB), and how many may wait. */
export const DECODE_CONCURRENCY = 2;
export const DECODE_QUEUE = 8;
const decodes = createGate(DECODE_CONCURRENCY, DECODE_QUEUE);

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The image type of some bytes by their signature (never by name or declared type), or null. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** "File 2: " before a message when several files are sent at once. */
const prefixed = (label: string | undefined, text: string) => (label ? `${label}: ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text);
const invalid = (label?: string) =>
  new AppError(422, 'IMAGE_INVALID', prefixed(label, 'The image could not be read (corrupt or truncated).'));

/**
 * Checks uploaded bytes without decoding them: JPEG, PNG or WebP by signature (415 otherwise), a
 * header that reads and agrees with the signature (422 IMAGE_INVALID), at most UPLOAD_MAX_SIDE a
 * side and UPLOAD_MAX_PIXELS (422 IMAGE_TOO_LARGE). `label` names the file among several.
 */
export async function checkImage(bytes: Buffer, label?: string): Promise<void> {
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError(415, 'UNSUPPORTED_IMAGE_TYPE', prefixed(label, 'Only JPEG, PNG and WebP images are accepted.'));
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(label);
  }
  const { width, height } = meta;
  if (!width || !height || meta.format !== kind) throw invalid(label);
  if (width > UPLOAD_MAX_SIDE || height > UPLOAD_MAX_SIDE || width * height > UPLOAD_MAX_PIXELS) {
    throw new AppError(
      422,
      'IMAGE_TOO_LARGE',
      prefixed(
        label,
        `The image is ${width}×${height} pixels: at most ${UPLOAD_MAX_SIDE} pixels a side and ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`,
      ),
    );
  }
}

/**
 * Checks uploaded bytes (checkImage), then decodes them turned upright and re-encodes them through
 * `encode` (resize, format), metadata dropped. At most DECODE_CONCURRENCY decodes run at once in
 * the process, whatever the upload (503 BUSY past the queue).
 */
export async function reencodeImage(bytes: Buffer, encode: (image: Sharp) => Sharp, label?: string): Promise<Buffer> {
  await checkImage(bytes, label);
  return decodes.run(async () => {
    try {
      return await encode(sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', sequentialRead: true }).rotate()).toBuffer();
    } catch {
      throw invalid(label);
    }
  });
}
