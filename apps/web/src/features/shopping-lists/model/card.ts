import type { ListSummary } from '@qadhya/contracts';
import { formatDate } from '@qadhya/domain';

/**
 * What a courses card shows beyond the list's own fields (docs/shopping-lists.md#screens-courses-add-list-add-product).
 */

/**
 * « Créée par {prénom} le {date} »: the creation day in Tunis, dd/mm/yyyy (formatDate,
 * docs/formats.md: Latin digits in Arabic too, isolated there); an unreadable date gives ''.
 */
export function createdOn(iso: string, lang: string): string {
  return formatDate(iso, lang);
}

/** The owner's first name (a name of several words gives its first). */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The history actions: 'Dupliquer' on a finished list, 'Réactiver' on a rejected one, none on the others. */
export function historyAction(list: Pick<ListSummary, 'status' | 'finished'>): 'duplicate' | 'reactivate' | null {
  if (list.status === 'rejected') return 'reactivate';
  if (list.finished) return 'duplicate';
  return null;
}

/** 'Promo déduite' shows on finished lists (not rejected) once the server has a figure. */
export const showsPromo = (list: Pick<ListSummary, 'status' | 'finished' | 'promo_deducted'>): boolean =>
  list.status !== 'rejected' && list.finished && list.promo_deducted !== null;
