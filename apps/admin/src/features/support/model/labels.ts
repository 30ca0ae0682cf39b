import type { SupportKind, SupportStatus } from '@qadhya/contracts';
import { formatDateTime } from '@qadhya/domain';

/** The inbox's French words (docs/help.md#support-inbox). */
export const KIND_LABELS: Record<SupportKind, string> = { report: 'Signalements', idea: 'Idées', contact: 'Contacts', review: 'Avis' };
export const KIND_ONE: Record<SupportKind, string> = { report: 'Signalement', idea: 'Idée', contact: 'Message de contact', review: 'Avis' };
export const STATUS_LABELS: Record<SupportStatus, string> = { nouveau: 'Nouveau', en_cours: 'En cours', repondu: 'Répondu', clos: 'Clos' };
export const STATUS_TONES: Record<SupportStatus, 'brand' | 'warning' | 'success' | 'neutral'> = {
  nouveau: 'brand',
  en_cours: 'warning',
  repondu: 'success',
  clos: 'neutral',
};

/** The moves the server allows from each status, as buttons (label of the action). */
export const STATUS_ACTIONS: Record<SupportStatus, { to: SupportStatus; label: string }[]> = {
  nouveau: [
    { to: 'en_cours', label: 'Passer en cours' },
    { to: 'clos', label: 'Clore' },
  ],
  en_cours: [
    { to: 'repondu', label: 'Marquer répondu' },
    { to: 'clos', label: 'Clore' },
  ],
  repondu: [
    { to: 'en_cours', label: 'Remettre en cours' },
    { to: 'clos', label: 'Clore' },
  ],
  clos: [{ to: 'en_cours', label: 'Rouvrir' }],
};

/** An instant as read in Tunis, « 24/11/2026 14:05 » (docs/formats.md). */
export const when = (iso: string) => formatDateTime(iso, 'fr');
