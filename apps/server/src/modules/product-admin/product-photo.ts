import { reencodeImage } from '../../storage/uploaded-image.ts';

/** The stored product photo: a WebP of this side, the picture fitted on white. */
export const PRODUCT_PHOTO_SIDE = 600;

/**
 * A product photo from uploaded bytes (docs/back-office-content.md#product-photos): checked like
 * every upload (storage/uploaded-image.ts), turned upright, fitted in a 600×600 white square and
 * re-encoded as WebP without any metadata.
 */
export const toProductWebp = (bytes: Buffer): Promise<Buffer> =>
  reencodeImage(bytes, (image) =>
    image
      .resize(PRODUCT_PHOTO_SIDE, PRODUCT_PHOTO_SIDE, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 82 }),
  );
