import { CATALOGUE_UPLOAD } from '@qadhya/contracts';
import { formatBytes } from '@qadhya/domain';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/api-error.ts';

/**
 * Why the server found a PDF too heavy (the `reason` of PDF_TOO_HEAVY, docs/catalogue-admin.md#heavy-pdfs),
 * said to the marketing team with what to do about it.
 */
const HEAVY_PDF: Record<string, string> = {
  pages:
    'Ce PDF est trop lourd : il a plus de pages que le serveur n’en convertit en un envoi. Découpez-le, ou envoyez ses pages en images.',
  page_size:
    'Ce PDF est trop lourd : une de ses pages a un format démesuré (plus de 5 m de côté). Exportez-le au format des pages du catalogue.',
  image_size: 'Ce PDF est trop lourd : il contient une image démesurée (plus de 100 mégapixels). Réduisez ses images avant de l’exporter.',
  bytes: `Ce PDF est trop lourd : le fichier dépasse ${formatBytes(CATALOGUE_UPLOAD.maxFileBytes, 'fr')}.`,
  time: 'Ce PDF est trop lourd : sa conversion en pages a pris trop de temps et a été arrêtée. Allégez-le (images moins lourdes), ou envoyez ses pages en images.',
  memory:
    'Ce PDF est trop lourd : sa conversion en pages demande trop de mémoire. Allégez-le (images moins lourdes), ou envoyez ses pages en images.',
};

/** The French sentence for a failed upload of pages: a heavy PDF says why, anything else as every error. */
export function uploadErrorText(error: unknown): string {
  if (isApiError(error) && error.code === 'PDF_TOO_HEAVY') {
    const reason = (error.body as { reason?: unknown } | undefined)?.reason;
    if (typeof reason === 'string' && HEAVY_PDF[reason]) return HEAVY_PDF[reason];
  }
  return errorText(error, { maxBytes: CATALOGUE_UPLOAD.maxFileBytes });
}
