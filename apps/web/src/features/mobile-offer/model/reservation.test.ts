import { reservationProblems, type MobileOfferProduct } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/index.ts';
import { messageKey } from '../../../lib/forms/index.ts';
import { productSummary } from '../../../lib/stores/selected-product.ts';
import { hasDiscount, kindOfTab, storedMobileProduct } from './product.ts';
import {
  actionKey,
  emptyReservationForm,
  failureMessage,
  isOpenReservation,
  reservationBody,
  serverReservationProblems,
  statusDetail,
} from './reservation.ts';

const valid = {
  ...emptyReservationForm(),
  ACTION: 'Nouveau numéro',
  LINE_NUMBER: '98 123 456',
  LAST_NAME: ' Ben Salah ',
  FIRST_NAME: 'Amira',
  ADDRESS: 'Rue de Marseille, Tunis',
  NUMBER_IDENTITE: '0812 3456',
};

describe('the reservation form', () => {
  it('starts empty with CIN chosen; every empty field gets the spec’s message', () => {
    const form = emptyReservationForm();
    expect(form.TYPE).toBe('CIN');
    const problems = reservationProblems(form);
    const messages = Object.entries(problems).map(([f, rule]) => messageKey('reservation', f, rule));
    expect(messages).toEqual([
      'mobileOffer.form.errors.action',
      'mobileOffer.form.errors.line',
      'mobileOffer.form.errors.lastName',
      'mobileOffer.form.errors.firstName',
      'mobileOffer.form.errors.address',
      'mobileOffer.form.errors.idNumber',
    ]);
    expect(messageKey('reservation', 'TYPE', 'required')).toBe('mobileOffer.form.errors.idType');
  });

  it("has its own message for each other rule (lib/forms' one table)", () => {
    expect(messageKey('reservation', 'LINE_NUMBER', 'phone')).toBe('mobileOffer.form.errors.phone');
    expect(messageKey('reservation', 'LINE_NUMBER', 'own_number')).toBe('mobileOffer.form.errors.ownNumber');
    expect(messageKey('reservation', 'NUMBER_IDENTITE', 'cin')).toBe('mobileOffer.form.errors.cin');
    expect(messageKey('reservation', 'NUMBER_IDENTITE', 'passport')).toBe('mobileOffer.form.errors.passport');
    expect(messageKey('reservation', 'ACTION', 'choice')).toBe('mobileOffer.form.errors.choice');
    expect(messageKey('reservation', 'ADDRESS', 'max')).toBe('mobileOffer.form.errors.addressMax');
    expect(messageKey('reservation', 'FIRST_NAME', 'max')).toBe('mobileOffer.form.errors.nameMax');
    expect(reservationProblems({ ...valid, ACTION: 'Portabilité', LINE_NUMBER: '36 000 000' })).toEqual({ LINE_NUMBER: 'own_number' });
  });

  it('sends the spec’s field names, trimmed, the line as digits, the ID number as compared, with the request id', () => {
    expect(reservationProblems(valid)).toEqual({});
    expect(reservationBody(valid, 'req-1')).toEqual({
      ACTION: 'Nouveau numéro',
      LINE_NUMBER: '98123456',
      LAST_NAME: 'Ben Salah',
      FIRST_NAME: 'Amira',
      ADDRESS: 'Rue de Marseille, Tunis',
      TYPE: 'CIN',
      NUMBER_IDENTITE: '08123456',
      request_id: 'req-1',
    });
  });

  it('maps a 422 FORM_INVALID onto the fields; other failures to a notice', () => {
    const refused = new ApiError(422, 'FORM_INVALID', 'invalid', 'POST', '/sim-reservations', [
      { path: 'LINE_NUMBER', message: 'own_number' },
      { path: 'NUMBER_IDENTITE', message: 'something-new' },
      { path: 'request_id', message: 'required' },
    ]);
    expect(serverReservationProblems(refused)).toEqual({ LINE_NUMBER: 'own_number', NUMBER_IDENTITE: 'required' });
    const exists = new ApiError(409, 'RESERVATION_EXISTS', 'exists', 'POST', '/sim-reservations');
    expect(serverReservationProblems(exists)).toBeNull();
    expect(failureMessage(exists)).toEqual({ key: 'apiErrors.RESERVATION_EXISTS' });
    expect(failureMessage(new ApiError(429, 'RATE_LIMITED', 'slow', 'POST', '/sim-reservations'))).toEqual({
      key: 'mobileOffer.form.rateLimited',
    });
    expect(failureMessage(new ApiError(0, 'NETWORK_ERROR', 'offline', 'POST', '/sim-reservations'))).toEqual({
      key: 'mobileOffer.form.failed',
    });
  });
});

describe('a reservation in « Mes demandes »', () => {
  it('is open (cancellable) while recue or en_traitement', () => {
    expect(['recue', 'en_traitement', 'prete', 'refusee', 'annulee'].filter((s) => isOpenReservation(s as never))).toEqual([
      'recue',
      'en_traitement',
    ]);
  });

  it('names the store when ready and the reason when refused', () => {
    expect(statusDetail({ status: 'prete', status_note: null, store: { magasin_code: 'M1', storename: 'Aziza Lac 2' } })).toEqual({
      key: 'mobileOffer.requests.readyAt',
      values: { store: 'Aziza Lac 2' },
    });
    expect(statusDetail({ status: 'refusee', status_note: ' Pièce illisible ', store: null })).toEqual({
      key: 'mobileOffer.requests.refusedBecause',
      values: { reason: 'Pièce illisible' },
    });
    expect(statusDetail({ status: 'refusee', status_note: null, store: null })).toBeNull();
    expect(statusDetail({ status: 'recue', status_note: null, store: null })).toBeNull();
  });

  it('reads its action as a text key', () => {
    expect([actionKey('Portabilité'), actionKey('Nouveau numéro')]).toEqual(['port', 'new']);
  });
});

describe('a mobile-offer product', () => {
  const product: MobileOfferProduct = {
    id: 7,
    sku: 'AZM-SIM-1',
    ean: '6190000000001',
    kind: 'sim',
    name: 'Carte SIM Aziza Mobile',
    short_description: '',
    marque: null,
    plus: null,
    image: '/uploads/sim.webp',
    images: ['/uploads/sim.webp'],
    price: 4500,
    old_price: 5000,
    remise: 10,
    last_chance: { ARTICLE: 'AZM-SIM-1', NOUVEAU_PV: 4500, ANCIEN_PV: 5000, REMISE: 10, STOCK_DISPO: 3, magasin_code: 'M1' },
  };

  it('is stored so that the store screens read its sku, name and picture', () => {
    expect(productSummary(storedMobileProduct(product))).toEqual({
      sku: 'AZM-SIM-1',
      name: 'Carte SIM Aziza Mobile',
      image: '/uploads/sim.webp',
    });
  });

  it('shows a discount only when matched to a last-chance entry that lowers the price', () => {
    expect(hasDiscount(product)).toBe(true);
    expect(hasDiscount({ ...product, last_chance: null, remise: 0, old_price: 4500 })).toBe(false);
    expect(hasDiscount({ ...product, remise: 0 })).toBe(false);
  });

  it('filters by kind, or not at all on « Tous »', () => {
    expect([kindOfTab('all'), kindOfTab('phone'), kindOfTab('sim'), kindOfTab('recharge')]).toEqual([
      undefined,
      'phone',
      'sim',
      'recharge',
    ]);
  });
});
