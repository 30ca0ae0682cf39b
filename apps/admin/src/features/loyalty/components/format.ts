import { formatDate, formatDateTime as domainDateTime, formatMoney } from '@qadhya/domain';

/** Dates and times as read in Tunis, money as « 10,000 DT » (docs/formats.md). */
export const formatDateTime = (iso: string) => domainDateTime(iso, 'fr');
/** The last day an offer is valid: it ends just before `expires_at` (midnight in Tunis). */
export const lastValidDay = (expiresAt: string) => formatDate(new Date(expiresAt).getTime() - 1, 'fr');
export const dt = (millimes: number) => formatMoney(millimes, 'fr');
