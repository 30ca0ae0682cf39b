import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { uploadErrorText } from './upload-error.ts';

const heavy = (reason?: string) =>
  new ApiError(422, 'PDF_TOO_HEAVY', 'The PDF is too heavy to render.', undefined, undefined, undefined, {
    code: 'PDF_TOO_HEAVY',
    message: '…',
    ...(reason ? { reason } : {}),
  });

describe('the upload’s error in French', () => {
  it('says why a PDF is too heavy, for every reason the server gives', () => {
    for (const reason of ['pages', 'page_size', 'image_size', 'bytes', 'time', 'memory']) {
      expect(uploadErrorText(heavy(reason)), reason).toMatch(/^Ce PDF est trop lourd : .+\.$/);
    }
    expect(uploadErrorText(heavy('time'))).toContain('trop de temps');
    expect(uploadErrorText(heavy('page_size'))).toContain('format démesuré');
  });

  it('falls back to the code’s text without a known reason, and to the usual texts otherwise', () => {
    expect(uploadErrorText(heavy())).toMatch(/^Ce PDF est trop lourd/);
    expect(uploadErrorText(heavy('later'))).toMatch(/^Ce PDF est trop lourd/);
    expect(uploadErrorText(new ApiError(422, 'CATALOGUE_PDF_INVALID', 'x'))).toBe('Ce fichier n’est pas un PDF lisible.');
  });
});
