import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors.ts';
import { createGate } from '../../limits/gate.ts';
import { AVATAR_MAX_PIXELS, AVATAR_MAX_SIDE, DECODE_CONCURRENCY, DECODE_QUEUE, sniffImage } from '../users/avatar-image.ts';

/** The stored product photo: a WebP of this side, the picture fitted on white. */
export const PRODUCT_PHOTO_SIDE = 600;
/** Largest upload accepted (bytes). */
export const PRODUCT_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

const decodes = createGate(DECODE_CONCURRENCY, DECODE_QUEUE);
const invalid = () => new AppError(422, 'IMAGE_INVALID', 'The image could not be read (corrupt or truncated).');

/**
 * A product photo from uploaded bytes (docs/back-office-content.md#product-photos): JPEG, PNG or WebP
 * by signature (415 otherwise), its size checked from the header before decoding (422
 * IMAGE_TOO_LARGE, the avatars' limits), then turned upright, fitted in a 600×600 white square and
 * re-encoded as WebP without any metadata.
 */
export async function toProductWebp(bytes: Buffer): Promise<Buffer> {
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
    throw new AppError(422, 'IMAGE_TOO_LARGE', `The image is ${width}×${height} pixels: at most ${AVATAR_MAX_SIDE} pixels a side.`);
  }
  return decodes.run(async () => {
    try {
      return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error', sequentialRead: true })
        .rotate()
        .resize(PRODUCT_PHOTO_SIDE, PRODUCT_PHOTO_SIDE, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw invalid();
    }
  });
}
