import type { RowError, RowErrorCode } from '@qadhya/contracts';

/** Why a line was refused, in French (the server's sentence stays in the details). */
export const ROW_ERROR_TEXTS: Record<RowErrorCode, string> = {
  SKU_UNKNOWN: 'Aucun produit n’a ce sku',
  SKU_DUPLICATE: 'Ce sku figure deux fois dans le fichier',
  STOCK_NEGATIVE: 'Le stock ne peut pas être négatif',
  VALUE_INVALID: 'Valeur invalide',
  VALUE_MISSING: 'Valeur manquante',
  COLUMNS_INVALID: 'Colonnes attendues absentes ou inconnues',
  PRICE_NOT_DISCOUNTED: 'Le nouveau prix doit être inférieur à l’ancien',
  PRICE_ABOVE_BASE: 'Prix supérieur au prix de base',
  DISCOUNT_TOO_LARGE: 'Remise trop importante',
};

export function rowErrorText(error: RowError): string {
  const what = ROW_ERROR_TEXTS[error.code] ?? error.code;
  return error.field ? `${what} (colonne ${error.field})` : what;
}

/** The 422 body of an apply: every refused line. */
export function rejectedRows(body: unknown): RowError[] {
  if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors))
    return (body as { errors: RowError[] }).errors;
  return [];
}
