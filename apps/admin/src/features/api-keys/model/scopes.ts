import type { ApiScope } from '@qadhya/contracts';

/** What each scope lets a machine write (docs/integrations.md). */
export const SCOPE_LABELS: Record<ApiScope, string> = {
  'stock:write': 'Stock des magasins',
  'last_chance:write': 'Offres Dernière chance',
  'products:write': 'Produits et prix',
  'receipts:write': 'Tickets de caisse',
};
