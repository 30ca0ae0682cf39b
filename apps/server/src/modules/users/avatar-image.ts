import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors.ts';
import { createGate } from '../../limits/gate.ts';

/** Image decodes at once in this process (each may take tens of MB), and how many may wait. */
export const DECODE_CONCURRENCY = 2;
export const DECODE_QUEUE = 8;
const decodes = createGate(DECODE_CONCURRENCY, DECODE_QUEUE);

/** Refused before any decoding: more pixels than this, or a side longer than AVATAR_MAX_SIDE. */
export const AVATAR_MAX_PIXELS = 25_000_000;
export const AVATAR_MAX_SIDE = 8000;
/** The stored avatar: a square WebP of this side. */
export const AVATAR_SIDE = 512;

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The image type of some bytes by their signature (never by name or declared type), or null. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A client file name that looks like a path (or hides a NUL) is refused. */
export const isPathLikeName = (name: string) => /[/\\\0]/.test(name) || name.includes('..');

const invalid = () => new AppError(422, 'IMAGE_INVALID', 'The image could not be read (corrupt or truncated).');

/**
 * The avatar of uploaded bytes: JPEG, PNG or WebP by signature (415 otherwise), dimensions read from
 * the header and checked before decoding (422 IMAGE_TOO_LARGE), then decoded, turned upright,
 * cropped to a 512×512 square and re-encoded as WebP — EXIF, ICC, XMP and every other metadata dropped.
 * At most DECODE_CONCURRENCY decodes run at once (503 BUSY past the queue).
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError(415, 'UNSUPPORTED_IMAGE_TYPE', 'Only JPEG, PNG and WebP images are accepted.');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  const { width, height } = meta;
  if (!width || !height || meta.format !== kind) throw invalid();
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE || width * height > AVATAR_MAX_PIXELS) {
    throw new AppError(
      422,
      'IMAGE_TOO_LARGE',
      `The image is ${width}×${height} pixels: at most ${AVATAR_MAX_SIDE} pixels a side and ${AVATAR_MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
  return decodes.run(async () => {
    try {
      return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error', sequentialRead: true })
        .rotate()
        .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw invalid();
    }
  });
}
