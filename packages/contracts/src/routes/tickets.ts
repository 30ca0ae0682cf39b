import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import { TicketAttachRequest, TicketDetail, TicketPage, TicketQuery, WalletIdParams } from '../wallet.ts';
import { defineRoutes } from './define.ts';
import { signedIn, tooMany } from './shared.ts';

export const ATTACHES_PER_HOUR = 10;

/** The tickets routes (docs/api.md#the-route-table). */
export const ticketsApi = /* @__PURE__ */ defineRoutes(signedIn('wallet'), {
  listMyTickets: {
    method: 'GET',
    path: '/api/v1/wallet/tickets',
    summary: "The caller's tickets, newest first; from/to: inclusive Tunis days",
    querystring: TicketQuery.extend(LangQuery.shape),
    response: { 200: TicketPage },
  },
  getMyTicket: {
    method: 'GET',
    path: '/api/v1/wallet/tickets/:id',
    summary: "One of the caller's tickets with its lines, offer and payment; 404 TICKET_NOT_FOUND otherwise (someone else's too)",
    params: WalletIdParams,
    querystring: LangQuery,
    response: { 200: TicketDetail, 404: ApiError },
  },
  getMyTicketPdf: {
    method: 'GET',
    path: '/api/v1/wallet/tickets/:id/pdf',
    summary:
      "« Télécharger »: the whole ticket as a PDF in the caller's language (?lang, else Accept-Language: French like the paper receipt, or Arabic read from the right), as an attachment ticket-<id>.pdf",
    produces: ['application/pdf'],
    params: WalletIdParams,
    querystring: LangQuery,
    response: { 200: z.string().describe('PDF (application/pdf)'), 404: ApiError },
  },
  attachTicket: {
    method: 'POST',
    path: '/api/v1/wallet/tickets/attach',
    summary: `« ajouter un ticket »: the receipt printed with this code (made without the card in the last 30 days, attached by nobody) becomes the caller's and earns its points; else 404 TICKET_CODE_INVALID; ${ATTACHES_PER_HOUR} tries an hour`,
    body: TicketAttachRequest,
    querystring: LangQuery,
    response: { 200: TicketDetail, 404: ApiError, 429: tooMany },
  },
});
