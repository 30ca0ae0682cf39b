import { API_BASE } from '../../../lib/api/index.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { readToken } from '../../../lib/storage/session.ts';

/**
 * 'Télécharger' (docs/wallet.md#purchases-screens): GET /wallet/tickets/{id}/pdf with the bearer
 * token (a plain link cannot carry it), read as a blob and saved through an object URL.
 */
export async function downloadTicketPdf(id: number): Promise<void> {
  const token = readToken();
  const response = await fetch(`${API_BASE}/wallet/tickets/${id}/pdf`, {
    headers: { accept: 'application/pdf', 'accept-language': currentLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`pdf ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = `ticket-${id}.pdf`;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
