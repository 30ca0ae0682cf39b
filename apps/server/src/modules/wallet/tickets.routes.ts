import { ATTACHES_PER_HOUR, ticketsApi } from '@qadhya/contracts/routes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** The shopper's tickets (docs/wallet.md#tickets): list, detail, PDF, adding a paper receipt. */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.services.wallet;
  const route = routesWith(app, { preHandler: app.requireUser });

  route(ticketsApi.listMyTickets, async (req, reply) => wallet.tickets(userIdOf(req), req.query, answerLang(req, reply)));

  route(ticketsApi.getMyTicket, async (req, reply) => wallet.ticket(userIdOf(req), req.params.id, answerLang(req, reply)));

  route(ticketsApi.getMyTicketPdf, async (req, reply) => {
    const pdf = await wallet.ticketPdf(userIdOf(req), req.params.id, answerLang(req, reply));
    // The bytes go as they are (the 200 schema only documents them).
    const raw: FastifyReply = reply;
    return raw
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="ticket-${req.params.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(ticketsApi.attachTicket, async (req, reply) => wallet.attach(userIdOf(req), req.body.code, answerLang(req, reply)), {
    preHandler: [
      app.requireUser,
      app.limits.perAccount({
        name: 'wallet-attach',
        max: ATTACHES_PER_HOUR,
        windowMs: 3_600_000,
        message: 'Too many codes tried: try again in an hour.',
      }),
    ],
  });
};
