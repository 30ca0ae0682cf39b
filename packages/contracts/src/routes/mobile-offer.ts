import { z } from 'zod';
import { ApiError } from '../errors.ts';
import {
  AdminSimIdNumber,
  AdminSimPage,
  AdminSimQuery,
  AdminSimReservation,
  AdminSimStatusBody,
  MobileOfferProductPage,
  MobileOfferQuery,
  SimReservation,
  SimReservationBody,
  SimReservationIdParams,
  SimReservationPage,
} from '../mobile-offer.ts';
import { PageQuery } from '../pagination.ts';
import { defineRoutes } from './define.ts';
import { guarded, staffAuth } from './shared.ts';

const formInvalid = ApiError.describe(
  'FORM_INVALID: details lists each refused field (path) and its rule (message: required, choice, max, phone, own_number, cin, passport)',
);
const missing = ApiError.describe('RESERVATION_NOT_FOUND');

/** The mobile-offer routes (docs/api.md#the-route-table). */
export const mobileOfferApi = /* @__PURE__ */ defineRoutes({
  listMobileOfferProducts: {
    method: 'GET',
    path: '/api/v1/mobile-offer/products',
    tags: ['mobile-offer'],
    summary:
      "'produits-aziza-mobile' (the spec's list-products?type=azizamobile): phones, SIM and recharge cards, each with its best last-chance discount in stock (or at one store)",
    querystring: MobileOfferQuery,
    response: { 200: MobileOfferProductPage, 304: z.null().describe('Not modified (If-None-Match)'), 400: ApiError, 500: ApiError },
  },
  reserveSim: {
    method: 'POST',
    path: '/api/v1/sim-reservations',
    tags: ['mobile-offer'],
    security: [{ bearerAuth: [] }],
    summary:
      "'Confirmer réservation' (the spec's reserve-sim): every field checked, the ID number stored encrypted; the same request_id again answers the same reservation (200); a document someone else holds open answers as a new one (stored flagged for support)",
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
  listMySimReservations: {
    method: 'GET',
    path: '/api/v1/sim-reservations',
    tags: ['mobile-offer'],
    security: [{ bearerAuth: [] }],
    summary: "The caller's SIM reservations, newest first, their status and where the SIM waits (ID numbers masked)",
    querystring: PageQuery,
    response: { 200: SimReservationPage, 400: ApiError, 401: ApiError, 500: ApiError },
  },
  getMySimReservation: {
    method: 'GET',
    path: '/api/v1/sim-reservations/:id',
    tags: ['mobile-offer'],
    security: [{ bearerAuth: [] }],
    summary: "One of the caller's reservations (another shopper's is not found)",
    params: SimReservationIdParams,
    response: { 200: SimReservation, 400: ApiError, 401: ApiError, 404: missing, 500: ApiError },
  },
  cancelMySimReservation: {
    method: 'POST',
    path: '/api/v1/sim-reservations/:id/cancel',
    tags: ['mobile-offer'],
    security: [{ bearerAuth: [] }],
    summary: 'The shopper withdraws a reservation still reçue or en traitement (again: the same answer)',
    params: SimReservationIdParams,
    response: {
      200: SimReservation,
      400: ApiError,
      401: ApiError,
      404: missing,
      409: ApiError.describe('RESERVATION_CLOSED: already ready or refused'),
      500: ApiError,
    },
  },
  listAdminSimReservations: {
    method: 'GET',
    path: '/api/v1/admin/sim-reservations',
    tags: ['admin'],
    security: staffAuth,
    summary: 'SIM reservations, newest first, by status; keyset pages (next_cursor) and the counts by status (admin, support)',
    querystring: AdminSimQuery,
    response: { 200: AdminSimPage, 400: ApiError, ...guarded },
  },
  getAdminSimReservation: {
    method: 'GET',
    path: '/api/v1/admin/sim-reservations/:id',
    tags: ['admin'],
    security: staffAuth,
    summary: 'One reservation: the request, the shopper (phone masked), the ID number masked (admin, support)',
    params: SimReservationIdParams,
    response: { 200: AdminSimReservation, 400: ApiError, ...guarded, 404: missing },
  },
  revealSimIdNumber: {
    method: 'POST',
    path: '/api/v1/admin/sim-reservations/:id/id-number',
    tags: ['admin'],
    security: staffAuth,
    summary: 'The whole ID number, for the agent handling the request: each reading is audited, never cached (admin, support)',
    params: SimReservationIdParams,
    response: { 200: AdminSimIdNumber, 400: ApiError, ...guarded, 404: missing },
  },
  setSimReservationStatus: {
    method: 'POST',
    path: '/api/v1/admin/sim-reservations/:id/status',
    tags: ['admin'],
    security: staffAuth,
    summary:
      'Moves a reservation forward (en traitement, prête en magasin with its store, refusée with its reason); told in the shopper’s inbox, audited; the same request_key moves once (admin, support)',
    params: SimReservationIdParams,
    body: AdminSimStatusBody,
    response: {
      200: AdminSimReservation,
      400: ApiError,
      ...guarded,
      404: ApiError.describe('RESERVATION_NOT_FOUND or STORE_NOT_FOUND'),
      409: ApiError.describe('RESERVATION_MOVE_INVALID'),
    },
  },
});
