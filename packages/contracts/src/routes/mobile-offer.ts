import { ApiError } from '../errors.ts';
import {
  AdminOfferProduct,
  AdminOfferProductArchive,
  AdminOfferProductCreate,
  AdminOfferProductPage,
  AdminOfferProductParams,
  AdminOfferProductQuery,
  AdminOfferProductUpdate,
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
import { notModified, open, signedIn, staffOnly } from './shared.ts';

const formInvalid = ApiError.describe(
  'FORM_INVALID: details lists each refused field (path) and its rule (message: required, choice, max, phone, own_number, cin, passport)',
);
const missing = ApiError.describe('RESERVATION_NOT_FOUND');
const offerMissing = ApiError.describe('MOBILE_OFFER_PRODUCT_NOT_FOUND');

/** The mobile-offer routes (docs/api.md#the-route-table). */
export const mobileOfferApi = {
  .../* @__PURE__ */ defineRoutes(open('mobile-offer'), {
    listMobileOfferProducts: {
      method: 'GET',
      path: '/api/v1/mobile-offer/products',
      summary:
        "'produits-aziza-mobile' (the spec's list-products?type=azizamobile): phones, SIM and recharge cards, each with its best last-chance discount in stock (or at one store)",
      querystring: MobileOfferQuery,
      response: { 200: MobileOfferProductPage, 304: notModified },
    },
  }),
  .../* @__PURE__ */ defineRoutes(signedIn('mobile-offer'), {
    reserveSim: {
      method: 'POST',
      path: '/api/v1/sim-reservations',
      summary:
        "'Confirmer réservation' (the spec's reserve-sim): every field checked, the ID number stored encrypted; the same request_id again answers the same reservation (200); a document someone else holds open answers as a new one (stored flagged for support)",
      body: SimReservationBody,
      response: {
        200: SimReservation,
        201: SimReservation,
        409: ApiError.describe('RESERVATION_EXISTS: the caller already has an open reservation for this ID document'),
        422: formInvalid,
        429: ApiError.describe('RATE_LIMITED {retry_after}: 10 reservations already stored in the last 24 hours'),
      },
    },
    listMySimReservations: {
      method: 'GET',
      path: '/api/v1/sim-reservations',
      summary: "The caller's SIM reservations, newest first, their status and where the SIM waits (ID numbers masked)",
      querystring: PageQuery,
      response: { 200: SimReservationPage },
    },
    getMySimReservation: {
      method: 'GET',
      path: '/api/v1/sim-reservations/:id',
      summary: "One of the caller's reservations (another shopper's is not found)",
      params: SimReservationIdParams,
      response: { 200: SimReservation, 404: missing },
    },
    cancelMySimReservation: {
      method: 'POST',
      path: '/api/v1/sim-reservations/:id/cancel',
      summary: 'The shopper withdraws a reservation still reçue or en traitement (again: the same answer)',
      params: SimReservationIdParams,
      response: {
        200: SimReservation,
        404: missing,
        409: ApiError.describe('RESERVATION_CLOSED: already ready or refused'),
      },
    },
  }),
  .../* @__PURE__ */ defineRoutes(staffOnly('admin'), {
    listAdminSimReservations: {
      method: 'GET',
      path: '/api/v1/admin/sim-reservations',
      summary: 'SIM reservations, newest first, by status; keyset pages (next_cursor) and the counts by status (admin, support)',
      querystring: AdminSimQuery,
      response: { 200: AdminSimPage },
    },
    getAdminSimReservation: {
      method: 'GET',
      path: '/api/v1/admin/sim-reservations/:id',
      summary: 'One reservation: the request, the shopper (phone masked), the ID number masked (admin, support)',
      params: SimReservationIdParams,
      response: { 200: AdminSimReservation, 404: missing },
    },
    revealSimIdNumber: {
      method: 'POST',
      path: '/api/v1/admin/sim-reservations/:id/id-number',
      summary: 'The whole ID number, for the agent handling the request: each reading is audited, never cached (admin, support)',
      params: SimReservationIdParams,
      response: { 200: AdminSimIdNumber, 404: missing },
    },
    setSimReservationStatus: {
      method: 'POST',
      path: '/api/v1/admin/sim-reservations/:id/status',
      summary:
        'Moves a reservation forward (en traitement, prête en magasin with its store, refusée with its reason); told in the shopper’s inbox, audited; the same request_key moves once (admin, support)',
      params: SimReservationIdParams,
      body: AdminSimStatusBody,
      response: {
        200: AdminSimReservation,
        404: ApiError.describe('RESERVATION_NOT_FOUND or STORE_NOT_FOUND'),
        409: ApiError.describe('RESERVATION_MOVE_INVALID'),
      },
    },
  }),
  .../* @__PURE__ */ defineRoutes(staffOnly('admin'), {
    listAdminOfferProducts: {
      method: 'GET',
      path: '/api/v1/admin/mobile-offer/products',
      summary: 'The mobile offer’s products in their order, live or archived, by kind (admin, marketing)',
      querystring: AdminOfferProductQuery,
      response: { 200: AdminOfferProductPage },
    },
    getAdminOfferProduct: {
      method: 'GET',
      path: '/api/v1/admin/mobile-offer/products/:sku',
      summary: 'One product of the mobile offer (admin, marketing)',
      params: AdminOfferProductParams,
      response: { 200: AdminOfferProduct, 404: offerMissing },
    },
    createAdminOfferProduct: {
      method: 'POST',
      path: '/api/v1/admin/mobile-offer/products',
      summary:
        'Adds a catalogue product (by its sku, the chain’s product code) to the mobile offer with its kind, names and price (admin, marketing); audited',
      body: AdminOfferProductCreate,
      response: {
        201: AdminOfferProduct,
        409: ApiError.describe('MOBILE_OFFER_PRODUCT_EXISTS: this sku is already in the offer (maybe archived)'),
        422: ApiError.describe('PRODUCT_NOT_FOUND: no catalogue product has this sku'),
      },
    },
    updateAdminOfferProduct: {
      method: 'PATCH',
      path: '/api/v1/admin/mobile-offer/products/:sku',
      summary: 'Changes a line of the offer: kind, names, price, position (admin, marketing); audited with before and after',
      params: AdminOfferProductParams,
      body: AdminOfferProductUpdate,
      response: { 200: AdminOfferProduct, 404: offerMissing },
    },
    archiveAdminOfferProduct: {
      method: 'POST',
      path: '/api/v1/admin/mobile-offer/products/:sku/archive',
      summary: 'Archives a line (shoppers no longer see it) or brings it back (admin, marketing); again: the same answer; audited',
      params: AdminOfferProductParams,
      body: AdminOfferProductArchive,
      response: { 200: AdminOfferProduct, 404: offerMissing },
    },
  }),
};
