import type { Broadcast } from '@qadhya/contracts';
import { formatDateTime } from '@qadhya/domain';

/** Labels of the broadcasts screen. */
export const STATUS_LABEL: Record<Broadcast['status'], string> = {
  draft: 'Brouillon',
  scheduled: 'Programmée',
  sending: 'En cours d’envoi',
  sent: 'Envoyée',
  cancelled: 'Annulée',
};

export const STATUS_TONE: Record<Broadcast['status'], 'neutral' | 'success' | 'warning' | 'error' | 'brand'> = {
  draft: 'neutral',
  scheduled: 'warning',
  sending: 'brand',
  sent: 'success',
  cancelled: 'error',
};

export const TOPIC_LABEL: Record<Broadcast['topic'], string> = {
  promos: 'Promotions',
  favorites: 'Favoris',
  new_users: 'Nouveaux membres',
  referrals: 'Parrainage',
  prizes: 'Cadeaux et jeux',
};

export function audienceText(b: Pick<Broadcast, 'audience' | 'audience_label'>): string {
  if (b.audience === 'all') return 'Tous les clients';
  return b.audience === 'governorate' ? `Gouvernorat : ${b.audience_label}` : `Favoris de la catégorie : ${b.audience_label}`;
}

/** An instant as Tunis reads it, "24/11/2026 14:30" (docs/formats.md). */
export function tunisTime(iso: string | null): string {
  if (!iso) return '—';
  return formatDateTime(iso, 'fr');
}

/** A Tunis wall time from a datetime-local input ("2026-11-24T14:30") as an ISO instant (Tunis is UTC+1). */
export function tunisLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  return `${local}:00+01:00`;
}
