import type { OfferKind, OfferPage, TicketDetail, TicketPage } from '@qadhya/contracts';
import { appClock } from '../clock/app-clock.ts';
import { isSignedInAs as signedIn } from '../wallet/wallet-user.ts';
import type { OfflineIO } from './fallback.ts';

/**
 * The active coupons, the active bons d’achat and the last tickets de caisse with their detail,
 * kept per account and encrypted (walletDB, sealed.ts), so they open at the till without network
 * (docs/wallet.md#offline-at-the-till). walletDB and the crypto code are loaded with the first save
 * or read; the sync times stay in ProductsDB's meta like every other saved answer's.
 */

/** How many of the newest tickets (and their details) are kept. */
export const TICKETS_KEPT = 10;

const sealing = () => import('./sealed.ts');

const offerSlot = (kind: OfferKind) => (kind === 'coupon' ? 'coupons' : 'vouchers');
const ticketSlot = (id: number) => `ticket:${id}`;

/**
 * The first page of the active coupons or bons d’achat. Read back, an offer whose expiry has come
 * since is left out (and counted as expired): the device never offers the till what it would refuse.
 */
export const walletOffersIO = (user: string, kind: OfferKind): OfflineIO<OfferPage> => ({
  save: async (_dbs, page) => {
    if (!signedIn(user)) return;
    await (await sealing()).sealPut(user, offerSlot(kind), page);
  },
  load: async () => {
    const page = await (await sealing()).sealGet<OfferPage>(user, offerSlot(kind));
    if (!page) return undefined;
    const now = appClock.now().getTime();
    const items = page.items.filter((o) => o.status === 'active' && Date.parse(o.expires_at) > now);
    const ended = page.items.length - items.length;
    const counts = { ...page.counts, active: (page.counts.active ?? 0) - ended, expired: (page.counts.expired ?? 0) + ended };
    return { ...page, items, counts, hasMore: false };
  },
});

/** The newest TICKETS_KEPT tickets; saving them drops the details of tickets no longer among them. */
export const walletTicketsIO = (user: string): OfflineIO<TicketPage> => ({
  save: async (_dbs, page) => {
    if (!signedIn(user)) return;
    const { dropSlots, sealPut, sealedSlots } = await sealing();
    const items = page.items.slice(0, TICKETS_KEPT);
    await sealPut(user, 'tickets', { ...page, items });
    const kept = new Set(items.map((t) => ticketSlot(t.id)));
    await dropSlots(
      user,
      (await sealedSlots(user, 'ticket:')).filter((slot) => !kept.has(slot)),
    );
  },
  load: async () => {
    const page = await (await sealing()).sealGet<TicketPage>(user, 'tickets');
    return page && { ...page, hasMore: false };
  },
});

/** One ticket's detail, kept while the ticket is among the newest TICKETS_KEPT. */
export const walletTicketIO = (user: string, id: number): OfflineIO<TicketDetail> => ({
  save: async (_dbs, ticket) => {
    if (!signedIn(user)) return;
    const { sealGet, sealPut } = await sealing();
    const list = await sealGet<TicketPage>(user, 'tickets');
    if (list && !list.items.some((t) => t.id === id)) return;
    await sealPut(user, ticketSlot(id), ticket);
  },
  load: async () => (await sealing()).sealGet<TicketDetail>(user, ticketSlot(id)),
});

/** Of these tickets (newest first), the newest TICKETS_KEPT whose detail is not on the device yet. */
export async function ticketsMissingOnDevice(user: string, ids: number[]): Promise<number[]> {
  const { canSeal, sealedSlots } = await sealing();
  if (!canSeal()) return [];
  const saved = new Set(await sealedSlots(user, 'ticket:'));
  return ids.slice(0, TICKETS_KEPT).filter((id) => !saved.has(ticketSlot(id)));
}
