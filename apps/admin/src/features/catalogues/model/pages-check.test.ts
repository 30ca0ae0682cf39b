import { CATALOGUE_UPLOAD } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { localProblem, MAX_SIZE } from './pages-check.ts';
import { uploadErrorText } from './upload-error.ts';

/** A File of `size` bytes without allocating them. */
const fileOf = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('a catalogue upload’s size: the server’s limit, written by formatBytes', () => {
  it('refuses in the browser one byte past CATALOGUE_UPLOAD.maxFileBytes, saying « 40 Mo »', () => {
    expect(MAX_SIZE).toBe('40 Mo');
    expect(localProblem([fileOf('c.pdf', 'application/pdf', CATALOGUE_UPLOAD.maxFileBytes)])).toBeNull();
    expect(localProblem([fileOf('c.pdf', 'application/pdf', CATALOGUE_UPLOAD.maxFileBytes + 1)])).toBe('Un fichier dépasse 40 Mo.');
  });

  it('the server’s refusals say the same number', () => {
    expect(uploadErrorText(new ApiError(413, 'FILE_TOO_LARGE', 'x'))).toBe('Fichier trop lourd : 40 Mo au plus.');
    const heavy = new ApiError(422, 'PDF_TOO_HEAVY', 'x', undefined, undefined, undefined, { reason: 'bytes' });
    expect(uploadErrorText(heavy)).toBe('Ce PDF est trop lourd : le fichier dépasse 40 Mo.');
  });
});
