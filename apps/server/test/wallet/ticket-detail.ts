import type { TicketDetail } from '@qadhya/contracts';

/**
 * A sale's ticket as GET /wallet/tickets/:id answers it, for the ticket PDF's tests: ticket 7 of
 * TN01, 30/11/2026 14:05 in Tunis, 1 231,500 DT paid for 1 231 points; each test gives its store,
 * lines, totals, offer and payment.
 */
export const ticketDetail = (
  own: Pick<TicketDetail, 'store' | 'store_address' | 'lines' | 'total' | 'discount' | 'offer' | 'payment'>,
): TicketDetail => ({
  id: 7,
  magasin_code: 'TN01',
  purchased_at: '2026-11-30T13:05:00Z',
  kind: 'sale',
  items: 3,
  paid: 1_231_500,
  points_earned: 1_231,
  receipt_id: 'R-1',
  card_number: '2900000001234',
  return_of: null,
  ...own,
});
