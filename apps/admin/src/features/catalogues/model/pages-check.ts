import { CATALOGUE_UPLOAD } from '@qadhya/contracts';
import { formatBytes } from '@qadhya/domain';

/** The files a catalogue's pages upload takes (docs/catalogue-admin.md), checked in the browser before sending. */
export const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';
/** The server's limit (packages/contracts/src/upload-limits.ts), as the check says it. */
export const MAX_SIZE = formatBytes(CATALOGUE_UPLOAD.maxFileBytes, 'fr');

/** What the browser can refuse before sending: a PDF with other files, a wrong type, too big, too many. */
export function localProblem(files: File[]): string | null {
  if (!files.length) return null;
  const pdfs = files.filter((f) => f.type === 'application/pdf' || f.name.toLowerCase().endsWith('.pdf'));
  if (pdfs.length && files.length > 1) return 'Envoyez un seul PDF, ou bien des images (sans PDF).';
  if (files.some((f) => !ACCEPT.split(',').includes(f.type) && !f.name.toLowerCase().endsWith('.pdf')))
    return 'Formats acceptés : PDF, PNG, JPEG ou WebP.';
  if (files.some((f) => f.size > CATALOGUE_UPLOAD.maxFileBytes)) return `Un fichier dépasse ${MAX_SIZE}.`;
  if (files.length > CATALOGUE_UPLOAD.maxPages) return `Au plus ${CATALOGUE_UPLOAD.maxPages} images.`;
  return null;
}
