import { formatDateTime } from '@qadhya/domain';

/** "22/11/2026 08:30" (Tunis wall time, docs/formats.md), the figures isolated in Arabic. */
export function formatSavedAt(savedAt: string | number, language: string): string {
  return formatDateTime(savedAt, language);
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
