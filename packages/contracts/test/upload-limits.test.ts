/**
 * The upload limits (src/upload-limits.ts, docs/formats.md#bytes): one number each, written by
 * formatBytes wherever it is read — the shared error texts and the API's documentation.
 */
import { formatBytes, withoutIsolates } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS_AR } from '../src/error-texts.ar.ts';
import { ERROR_TEXTS_FR } from '../src/error-texts.fr.ts';
import {
  AVATAR_MAX_BYTES,
  CAMPAIGN_IMAGE_MAX_BYTES,
  CATALOGUE_UPLOAD,
  HELP_LIMITS,
  LIST_IMAGE_MAX_BYTES,
  PRODUCT_PHOTO_MAX_BYTES,
  REPORT_PHOTO_MAX_BYTES,
  atMostBytes,
} from '../src/index.ts';
import { campaignAdminApi, helpApi, listImagesApi, usersApi } from '../src/routes/index.ts';

describe('upload limits', () => {
  it('are 1024-based: 5 Mo for a shopper’s photos, 8 Mo for the back office’s, 40 Mo for a catalogue file', () => {
    expect([AVATAR_MAX_BYTES, LIST_IMAGE_MAX_BYTES, REPORT_PHOTO_MAX_BYTES, HELP_LIMITS.photoMaxBytes]).toEqual(
      Array(4).fill(5 * 1024 ** 2),
    );
    expect([PRODUCT_PHOTO_MAX_BYTES, CAMPAIGN_IMAGE_MAX_BYTES].map((b) => formatBytes(b, 'fr'))).toEqual(['8 Mo', '8 Mo']);
    expect(formatBytes(CATALOGUE_UPLOAD.maxFileBytes, 'fr')).toBe('40 Mo');
  });

  it('the shared FILE_TOO_LARGE texts give the shoppers’ limit through formatBytes, in French and Arabic', () => {
    expect(ERROR_TEXTS_FR.FILE_TOO_LARGE).toBe('Image trop lourde : 5 Mo au plus.');
    expect(ERROR_TEXTS_FR.FILE_TOO_LARGE).toContain(formatBytes(AVATAR_MAX_BYTES, 'fr'));
    expect(ERROR_TEXTS_AR.FILE_TOO_LARGE).toContain(formatBytes(AVATAR_MAX_BYTES, 'ar'));
    expect(withoutIsolates(ERROR_TEXTS_AR.FILE_TOO_LARGE)).toBe('الصورة ثقيلة جدًا: 5 م.ب على الأكثر.');
  });

  it('the API’s documentation states each route’s own limit, in bytes', () => {
    expect(atMostBytes(AVATAR_MAX_BYTES)).toBe('at most 5242880 bytes (5 Mo)');
    expect(usersApi.uploadMyAvatar.summary).toContain(atMostBytes(AVATAR_MAX_BYTES));
    expect(listImagesApi.addListImage.summary).toContain(atMostBytes(LIST_IMAGE_MAX_BYTES));
    expect(helpApi.reportIssue.summary).toContain(atMostBytes(REPORT_PHOTO_MAX_BYTES));
    expect(JSON.stringify(campaignAdminApi)).not.toContain(' MB');
  });
});
