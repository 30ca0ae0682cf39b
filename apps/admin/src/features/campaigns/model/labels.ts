import type { CampaignStatus, GameKey } from '@qadhya/contracts';
import { formatMillimes } from '../../../lib/format/money.ts';

/** The games as the shoppers' app names them. */
export const GAME_LABELS: Record<GameKey, string> = {
  shake_win: 'Shake & Win',
  tap_match: 'Tap & Match',
  panier_chrono: 'Panier Chrono',
  attrape_promo: 'Attrape Promo',
  trouve_intrus: 'Trouve l’Intrus',
};
export const GAME_KEYS = Object.keys(GAME_LABELS) as GameKey[];

export const STATUS_LABELS: Record<CampaignStatus, { label: string; tone: 'neutral' | 'success' | 'warning' | 'error' | 'brand' }> = {
  scheduled: { label: 'Programmée', tone: 'brand' },
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expirée', tone: 'warning' },
  stopped: { label: 'Arrêtée', tone: 'error' },
};

/** A Tunis wall time 'YYYY-MM-DDTHH:mm' as read in French: '24/11/2026 10:00'. */
export function tunisDateTime(wall: string): string {
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}

/** Millimes as dinars with 3 decimals: '1 000,000 DT'. */
export const dt = (millimes: number) => `${formatMillimes(millimes)} DT`;

/** A weight in 10 000 as a percentage with 2 decimals: 2500 → '25,00 %'. */
export const percentOfWeight = (weight: number) => `${(weight / 100).toFixed(2).replace('.', ',')} %`;

/** A prize's value: '20,000 DT' or '15 % (plafond 5,000 DT)'. */
export function prizeValue(p: { amount_type: 'amount' | 'percent'; amount: number; cap: number | null }): string {
  return p.amount_type === 'percent' ? `${p.amount} %${p.cap ? ` (plafond ${dt(p.cap)})` : ''}` : dt(p.amount);
}

/** A prize's hours: '10h → 12h' or 'Toute la journée'. */
export const prizeHours = (p: { slot_start: number | null; slot_end: number | null }) =>
  p.slot_start === null || p.slot_end === null ? 'Toute la journée' : `${p.slot_start}h → ${p.slot_end}h`;

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** A datetime-local value read in words: '2026-11-24T09:00' → '24 novembre 2026 à 09:00'; '' when it is not one. */
export function tunisWallInWords(wall: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(wall ?? '');
  if (!m) return '';
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1] ?? ''} ${m[1]} à ${m[4]}`;
}

const instant = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Tunis', dateStyle: 'short', timeStyle: 'short' });
/** An ISO instant as read in Tunis: '24/11/2026 10:05'. */
export const tunisInstant = (iso: string) => instant.format(new Date(iso));
