import { isApiError } from '../../../lib/api/api-error.ts';

/**
 * The server refuses a whole day when a row is wrong (422 PROMO_ROWS_INVALID) and lists the rows
 * in `details` as `items.N.field`; here each becomes a French sentence under row N.
 */
export function promoRowErrors(error: unknown): Map<number, string[]> {
  const rows = new Map<number, string[]>();
  if (!isApiError(error) || !error.details) return rows;
  for (const detail of error.details) {
    const m = /^items\.(\d+)\.?(\w*)/.exec(detail.path ?? '');
    if (!m) continue;
    const index = Number(m[1]);
    rows.set(index, [...(rows.get(index) ?? []), frenchRowError(m[2] ?? '', detail.message)]);
  }
  return rows;
}

function frenchRowError(field: string, message: string): string {
  if (field === 'sku') return /twice/i.test(message) ? 'Ce produit figure deux fois ce jour-là.' : 'Aucun produit avec ce code.';
  if (field === 'price') return 'Le prix du jour doit être inférieur au prix de base.';
  if (field === 'super_friday') return 'Une offre Super Friday se place un vendredi.';
  if (field === 'note_fr' || field === 'note_ar') return 'Note trop longue (200 caractères au plus).';
  return message;
}
