import { TUNIS_TZ } from '@qadhya/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "22/11/2026 08:30" (Tunis wall time) in French; the same in Arabic digits order of ar-TN. */
export function formatSavedAt(savedAt: string | number, language: string): string {
  const locale = language === 'ar' ? 'ar-TN' : 'fr-FR';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: TUNIS_TZ,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(savedAt)).replace(' à ', ' ');
}

/** When the shown data was last updated, if the notice should show: read from the device, or offline. */
export function offlineSince(
  data: { offline?: true; savedAt?: string } | undefined,
  updatedAt: number | undefined,
  online: boolean,
): string | number | null {
  if (data?.offline && data.savedAt) return data.savedAt;
  if (!online && data && updatedAt) return updatedAt;
  return null;
}
