import {
  AdminSimIdNumber,
  AdminSimPage,
  AdminSimQuery,
  AdminSimReservation,
  AdminSimStatusBody,
  ApiError,
  MobileOfferProductPage,
  MobileOfferQuery,
  PageQuery,
  SimReservation,
  SimReservationBody,
  SimReservationIdParams,
  SimReservationPage,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { actorOf, guarded, staffAuth } from '../content-admin/route-parts.ts';

const secured = { security: [{ bearerAuth: [] }] };
const tags = ['mobile-offer'];
const missing = ApiError.describe('RESERVATION_NOT_FOUND');
const formInvalid = ApiError.describe('FORM_INVALID: details lists each refused field (path) and its rule (message: required, choice, max, phone, own_number, cin, passport)');

/** The mobile offer (docs/mobile-offer.md): its products, the shoppers' SIM reservations, and support's handling of them. */
export const mobileOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const offer = app.services.mobileOffer;
  const simAdmin = app.services.simAdmin;
  const auth = { preHandler: app.requireUser };

  app.get(
    '/mobile-offer/products',
    {
      schema: {
        tags,
        summary: "'produits-aziza-mobile' (the spec's list-products?type=azizamobile): phones, SIM and recharge cards, each with its best last-chance discount in stock (or at one store)",
        querystring: MobileOfferQuery,
        response: { 200: MobileOfferProductPage, 304: z.null().describe('Not modified (If-None-Match)'), 400: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const lang = answerLang(req, reply);
      const body = await app.responseCache.get({
        key: `mobile-offer|${lang}|${q.kind ?? ''}|${q.magasin_code ?? ''}|${q.page}|${q.pageSize}`,
        areas: ['catalogue', 'last_chance'],
        ttlMs: app.config.cache.ttlMs,
        load: async () => serialize(MobileOfferProductPage, await offer.products(q, lang)),
      });
      return sendReady(req, reply, body, 'public, max-age=30');
    },
  );

  app.post(
    '/sim-reservations',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "'Confirmer réservation' (the spec's reserve-sim): every field checked, the ID number stored encrypted; the same request_id again answers the same reservation (200); a document someone else holds open answers as a new one (stored flagged for support)",
        body: SimReservationBody,
        response: {
          200: SimReservation,
          201: SimReservation,
          400: ApiError,
          401: ApiError,
          409: ApiError.describe('RESERVATION_EXISTS: the caller already has an open reservation for this ID document'),
          422: formInvalid,
          429: ApiError.describe('RATE_LIMITED {retry_after}: 10 reservations already stored in the last 24 hours'),
          500: ApiError,
        },
      },
    },
    async (req, reply) => {
      const { created, reservation } = await offer.reserve(userIdOf(req), req.body);
      return reply.code(created ? 201 : 200).send(reservation);
    },
  );

  app.get(
    '/sim-reservations',
    {
      ...auth,
      schema: { ...secured, tags, summary: "The caller's SIM reservations, newest first, their status and where the SIM waits (ID numbers masked)", querystring: PageQuery, response: { 200: SimReservationPage, 400: ApiError, 401: ApiError, 500: ApiError } },
    },
    async (req) => offer.mine(userIdOf(req), req.query.page, req.query.pageSize),
  );

  app.get(
    '/sim-reservations/:id',
    {
      ...auth,
      schema: { ...secured, tags, summary: "One of the caller's reservations (another shopper's is not found)", params: SimReservationIdParams, response: { 200: SimReservation, 400: ApiError, 401: ApiError, 404: missing, 500: ApiError } },
    },
    async (req) => offer.one(userIdOf(req), req.params.id),
  );

  app.post(
    '/sim-reservations/:id/cancel',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: 'The shopper withdraws a reservation still reçue or en traitement (again: the same answer)',
        params: SimReservationIdParams,
        response: { 200: SimReservation, 400: ApiError, 401: ApiError, 404: missing, 409: ApiError.describe('RESERVATION_CLOSED: already ready or refused'), 500: ApiError },
      },
    },
    async (req) => offer.cancel(userIdOf(req), req.params.id),
  );

  // ——— Back office: support handles the reservations (docs/mobile-offer.md#back-office) ———
  const agents = { roles: ['admin', 'support'] as const };
  const base = { tags: ['admin'], security: staffAuth };

  app.get(
    '/admin/sim-reservations',
    {
      config: agents,
      schema: { ...base, summary: 'SIM reservations, newest first, by status; keyset pages (next_cursor) and the counts by status (admin, support)', querystring: AdminSimQuery, response: { 200: AdminSimPage, 400: ApiError, ...guarded } },
    },
    async (req) => simAdmin.list(req.query),
  );

  app.get(
    '/admin/sim-reservations/:id',
    {
      config: agents,
      schema: { ...base, summary: 'One reservation: the request, the shopper (phone masked), the ID number masked (admin, support)', params: SimReservationIdParams, response: { 200: AdminSimReservation, 400: ApiError, ...guarded, 404: missing } },
    },
    async (req) => simAdmin.detail(req.params.id),
  );

  app.post(
    '/admin/sim-reservations/:id/id-number',
    {
      config: agents,
      schema: { ...base, summary: 'The whole ID number, for the agent handling the request: each reading is audited, never cached (admin, support)', params: SimReservationIdParams, response: { 200: AdminSimIdNumber, 400: ApiError, ...guarded, 404: missing } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return simAdmin.idNumber(req.params.id, actorOf(req));
    },
  );

  app.post(
    '/admin/sim-reservations/:id/status',
    {
      config: agents,
      schema: {
        ...base,
        summary: 'Moves a reservation forward (en traitement, prête en magasin with its store, refusée with its reason); told in the shopper’s inbox, audited; the same request_key moves once (admin, support)',
        params: SimReservationIdParams,
        body: AdminSimStatusBody,
        response: { 200: AdminSimReservation, 400: ApiError, ...guarded, 404: ApiError.describe('RESERVATION_NOT_FOUND or STORE_NOT_FOUND'), 409: ApiError.describe('RESERVATION_MOVE_INVALID') },
      },
    },
    async (req) => simAdmin.move(req.params.id, req.body, actorOf(req)),
  );
};
