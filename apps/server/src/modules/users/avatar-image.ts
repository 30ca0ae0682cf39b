import { reencodeImage } from '../../storage/uploaded-image.ts';

/** The stored avatar: a square WebP of this side. */
export const AVATAR_SIDE = 512;

/**
 * The avatar of uploaded bytes: checked by their signature and header before decoding
 * (storage/uploaded-image.ts: 415, 422 IMAGE_INVALID / IMAGE_TOO_LARGE, 503 BUSY), turned upright,
 * cropped to a 512×512 square and re-encoded as WebP, every metadata dropped.
 */
export const toAvatarWebp = (bytes: Buffer): Promise<Buffer> =>
  reencodeImage(bytes, (image) => image.resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' }).webp({ quality: 82 }));
