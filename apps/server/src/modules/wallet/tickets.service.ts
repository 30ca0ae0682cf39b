import type { Lang, TicketDetail, TicketPage } from '@qadhya/contracts';
import { addDays, parseTunisDateTime, pointsFor, tunisDateString } from '@qadhya/domain';
import { notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import type { WalletDeps } from './points.service.ts';
import { ticketPdfAr } from './ticket-pdf-ar.ts';
import { ticketPdf } from './ticket-pdf.ts';
import { iso, num, ticketNotFound } from './wallet-mappers.ts';
import type { TicketRow } from './wallet.repository.ts';

/** Days back a paper receipt can still be attached (docs/wallet.md#tickets). */
export const ATTACH_DAYS = 30;

/** Unknown, already attached or too old: one answer that reveals nothing. */
const codeInvalid = () => notFound('TICKET_CODE_INVALID', 'No receipt to add with this code.');

const toSummary = (r: TicketRow): TicketPage['items'][number] => ({
  id: num(r.id),
  store: r.store,
  magasin_code: r.magasin_code,
  purchased_at: iso(r.purchased_at),
  kind: r.kind,
  items: num(r.items),
  paid: r.paid,
  points_earned: r.points_earned,
});

/** Tunis days [from, to] as instants [start, end). */
export const tunisRange = (from?: string, to?: string) => ({
  from: from ? parseTunisDateTime(from)! : undefined,
  to: to ? parseTunisDateTime(addDays(to, 1))! : undefined,
});

/** The shopper's tickets (receipts): the list, one with its lines, its PDF, and adding a paper one. */
export function createTicketsService({ repo, ledger, clock }: WalletDeps) {
  const db = repo.connection;
  const rules = ledger.rules;

  const detail = async (userId: number, id: number, lang: Lang): Promise<TicketDetail> => {
    const row = await repo.ticket(db, userId, id, lang);
    if (!row) throw ticketNotFound();
    const [lines, offer, card] = await Promise.all([repo.ticketLines(db, id), repo.ticketOffer(db, id, lang), ledger.cardOf(db, userId)]);
    return {
      ...toSummary(row),
      receipt_id: row.till_receipt_id,
      store_address: row.store_address,
      card_number: card?.card_number ?? null,
      lines: lines.map((l) => ({ ...l, catalogue_bonus: !!l.catalogue_bonus })),
      total: row.total,
      discount: row.discount,
      offer: offer ? { code: offer.code, kind: offer.kind, label: offer.label, discount: offer.discount ?? row.discount } : null,
      payment: row.payment,
      return_of: row.return_of == null ? null : num(row.return_of),
    };
  };

  return {
    async tickets(userId: number, q: { from?: string; to?: string; page: number; pageSize: number }, lang: Lang): Promise<TicketPage> {
      const range = tunisRange(q.from, q.to);
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await repo.ticketsPage(userId, lang, range.from, range.to, limit, offset);
      return pageOf(rows.map(toSummary), q, total);
    },

    ticket: detail,

    /** The receipt as a PDF in the shopper's language (docs/wallet.md#the-ticket-pdf). */
    async ticketPdf(userId: number, id: number, lang: Lang): Promise<Buffer> {
      const ticket = await detail(userId, id, lang);
      return lang === 'ar' ? ticketPdfAr(ticket) : ticketPdf(ticket);
    },

    /**
     * « ajouter un ticket »: a receipt made without the card, in the last ATTACH_DAYS Tunis days and
     * attached by nobody, becomes the caller's and earns its points now (one transaction).
     */
    async attach(userId: number, code: string, lang: Lang): Promise<TicketDetail> {
      await ledger.ensureCard(db, userId);
      const id = await ledger.transaction(async (trx) => {
        await ledger.lockCards(trx, [userId]);
        const receipt = await repo.attachable(trx, code);
        if (!receipt) throw codeInvalid();
        const now = clock.now();
        const oldest = parseTunisDateTime(addDays(tunisDateString(now), -ATTACH_DAYS))!;
        if (new Date(receipt.purchased_at).getTime() < oldest.getTime()) throw codeInvalid();
        let points = pointsFor(receipt.paid, receipt.bonus_base, rules);
        // A return takes back at most what the shopper has: the balance never goes below 0.
        if (points < 0) points = -Math.min(-points, Math.max(0, await ledger.balance(trx, userId)));
        if (!(await repo.attach(trx, num(receipt.id), userId, now, points))) throw codeInvalid();
        if (points !== 0) {
          await ledger.addPoints(trx, {
            user_id: userId,
            kind: points > 0 ? 'earned' : 'reversed',
            points,
            receipt_id: num(receipt.id),
            at: now,
          });
        }
        if (receipt.kind === 'sale') await ledger.saleReached(trx, userId, num(receipt.id), receipt.paid);
        return num(receipt.id);
      });
      return detail(userId, id, lang);
    },
  };
}
