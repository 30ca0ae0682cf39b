import type { CampaignKind, CampaignStatus, GameKey } from '@qadhya/contracts';
import { formatDate, formatDateTime, formatLongDate, formatMoney, formatPercent, formatTime, formatTimeRange } from '@qadhya/domain';

/** The games as the shoppers' app names them. */
export const GAME_LABELS: Record<GameKey, string> = {
  shake_win: 'Shake & Win',
  tap_match: 'Tap & Match',
  panier_chrono: 'Panier Chrono',
  attrape_promo: 'Attrape Promo',
  trouve_intrus: 'Trouve l’Intrus',
};
export const GAME_KEYS = Object.keys(GAME_LABELS) as GameKey[];

/** What a campaign is (docs/games.md#campaign-kinds): a game, or a promotion leading to its screen. */
export const KIND_LABELS: Record<CampaignKind, string> = {
  game: 'Jeu',
  offre_du_jour: 'Promo du jour',
  last_chance: 'Dernière chance',
};
export const KIND_KEYS = Object.keys(KIND_LABELS) as CampaignKind[];

/** A campaign's « Jeu » column: its game's name, or its kind's for a promotion. */
export const campaignWhat = (c: { kind: CampaignKind; game: GameKey | null }) => (c.game ? GAME_LABELS[c.game] : KIND_LABELS[c.kind]);

export const STATUS_LABELS: Record<CampaignStatus, { label: string; tone: 'neutral' | 'success' | 'warning' | 'error' | 'brand' }> = {
  scheduled: { label: 'Programmée', tone: 'brand' },
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expirée', tone: 'warning' },
  stopped: { label: 'Arrêtée', tone: 'error' },
};

/** A Tunis wall time 'YYYY-MM-DDTHH:mm' as read in French: '24/11/2026 10:00' (docs/formats.md). */
export function tunisDateTime(wall: string): string {
  return `${formatDate(wall.slice(0, 10), 'fr')} ${formatTime(wall.slice(11, 16), 'fr')}`;
}

/** Millimes as dinars with 3 decimals: '1 000,000 DT' (docs/formats.md). */
export const dt = (millimes: number) => formatMoney(millimes, 'fr');

/** A weight in 10 000 as a percentage with 2 decimals: 2500 → '25,00%' (docs/formats.md). */
export const percentOfWeight = (weight: number) => formatPercent(weight / 100, 'fr', { decimals: 2 });

/** A prize's value: '20,000 DT' or '15% (plafond 5,000 DT)'. */
export function prizeValue(p: { amount_type: 'amount' | 'percent'; amount: number; cap: number | null }): string {
  return p.amount_type === 'percent' ? `${formatPercent(p.amount, 'fr')}${p.cap ? ` (plafond ${dt(p.cap)})` : ''}` : dt(p.amount);
}

/** A prize's hours (whole hours of the day): '10:00 – 12:00' or 'Toute la journée'. */
export const prizeHours = (p: { slot_start: number | null; slot_end: number | null }) =>
  p.slot_start === null || p.slot_end === null ? 'Toute la journée' : formatTimeRange(`${p.slot_start}:00`, `${p.slot_end}:00`, 'fr');

/** A datetime-local value read in words: '2026-11-24T09:00' → '24 novembre 2026 à 09:00'; '' when it is not one. */
export function tunisWallInWords(wall: string | undefined): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(wall ?? '');
  if (!m) return '';
  return `${formatLongDate(m[1]!, 'fr', { year: true, weekday: false })} à ${formatTime(m[2]!, 'fr')}`;
}

/** An ISO instant as read in Tunis: '24/11/2026 10:05'. */
export const tunisInstant = (iso: string) => formatDateTime(iso, 'fr');
