import { ApiError, LangQuery, TicketAttachRequest, TicketDetail, TicketPage, TicketQuery, WalletIdParams } from '@qadhya/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { secured, tooMany } from './wallet.routes.ts';

/** Attach attempts an account may make in an hour: a printed code cannot be guessed by trying. */
export const ATTACHES_PER_HOUR = 10;

/** The shopper's tickets (docs/wallet.md#tickets): list, detail, PDF, adding a paper receipt. */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.services.wallet;
  const auth = { preHandler: app.requireUser };

  app.get(
    '/wallet/tickets',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: "The caller's tickets, newest first; from/to: inclusive Tunis days",
        querystring: TicketQuery.extend(LangQuery.shape),
        response: { 200: TicketPage, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => wallet.tickets(userIdOf(req), req.query, answerLang(req, reply)),
  );

  app.get(
    '/wallet/tickets/:id',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: "One of the caller's tickets with its lines, offer and payment; 404 TICKET_NOT_FOUND otherwise (someone else's too)",
        params: WalletIdParams,
        querystring: LangQuery,
        response: { 200: TicketDetail, 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => wallet.ticket(userIdOf(req), req.params.id, answerLang(req, reply)),
  );

  app.get(
    '/wallet/tickets/:id/pdf',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: '« Télécharger »: the whole ticket as a PDF (in French, like the paper receipt), as an attachment ticket-<id>.pdf',
        produces: ['application/pdf'],
        params: WalletIdParams,
        response: { 200: z.string().describe('PDF (application/pdf)'), 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const pdf = await wallet.ticketPdf(userIdOf(req), req.params.id);
      // The bytes go as they are (the 200 schema only documents them).
      const raw: FastifyReply = reply;
      return raw
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="ticket-${req.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/wallet/tickets/attach',
    {
      preHandler: [
        app.requireUser,
        app.limits.perAccount({ name: 'wallet-attach', max: ATTACHES_PER_HOUR, windowMs: 3_600_000, message: 'Too many codes tried: try again in an hour.' }),
      ],
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: `« ajouter un ticket »: the receipt printed with this code (made without the card in the last 30 days, attached by nobody) becomes the caller's and earns its points; else 404 TICKET_CODE_INVALID; ${ATTACHES_PER_HOUR} tries an hour`,
        body: TicketAttachRequest,
        querystring: LangQuery,
        response: { 200: TicketDetail, 400: ApiError, 401: ApiError, 404: ApiError, 429: tooMany, 500: ApiError },
      },
    },
    async (req, reply) => wallet.attach(userIdOf(req), req.body.code, answerLang(req, reply)),
  );
};
