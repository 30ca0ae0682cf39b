import { formatMillimes } from '../../../lib/format/money.ts';

/** Dates and times as read in Tunis, money as "10,000 DT". */
const dateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Tunis', dateStyle: 'short', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Tunis', dateStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** The last day an offer is valid: it ends just before `expires_at` (midnight in Tunis). */
export const lastValidDay = (expiresAt: string) => date.format(new Date(new Date(expiresAt).getTime() - 1));
export const dt = (millimes: number) => `${formatMillimes(millimes)} DT`;
