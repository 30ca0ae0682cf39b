import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguage } from '../../../lib/i18n/index.ts';
import { TICKETS_KEPT, ticketsMissingOnDevice } from '../../../lib/offline/wallet-sealed.ts';
import { whenSettled } from '../../../lib/pwa/index.ts';
import { ticketQueryOptions } from './tickets-api.ts';

/**
 * The newest tickets open at the till without network, detail included
 * (docs/wallet.md#offline-at-the-till): once the page has settled, and while online, the details of
 * the newest TICKETS_KEPT tickets not yet on the device are asked for one at a time, each saved by
 * its own query. Nothing is asked again for a ticket already kept.
 */
export function useKeepTicketDetails(user: string, ids: number[], fromServer: boolean): void {
  const client = useQueryClient();
  const lang = useLanguage();
  const newest = ids.slice(0, TICKETS_KEPT).join(',');
  useEffect(() => {
    if (!fromServer || !newest) return;
    let left = false;
    whenSettled(() => {
      void (async () => {
        const missing = await ticketsMissingOnDevice(user, newest.split(',').map(Number)).catch(() => []);
        for (const id of missing) {
          if (left || !navigator.onLine) return;
          await client.prefetchQuery(ticketQueryOptions(user, String(id), lang));
        }
      })();
    });
    return () => {
      left = true;
    };
  }, [client, user, lang, newest, fromServer]);
}
