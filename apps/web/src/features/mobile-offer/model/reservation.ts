import {
  OPEN_SIM_STATUSES,
  RESERVATION_RULES,
  idNumberOf,
  lineDigits,
  type ReservationAction,
  type ReservationField,
  type ReservationProblems,
  type ReservationRule,
  type SimReservation,
  type SimReservationBody,
  type SimStatus,
} from '@qadhya/contracts';
import { isApiError } from '../../../lib/api/index.ts';

/** The form's fields in screen order (the first invalid one gets the focus). */
export const RESERVATION_FIELDS: readonly ReservationField[] = [
  'ACTION',
  'LINE_NUMBER',
  'LAST_NAME',
  'FIRST_NAME',
  'ADDRESS',
  'TYPE',
  'NUMBER_IDENTITE',
];

/** What the shopper typed, under the payload's own names (docs/mobile-offer.md#reservation-form). */
export type ReservationForm = Record<ReservationField, string>;

export const emptyReservationForm = (): ReservationForm => ({
  ACTION: '',
  LINE_NUMBER: '',
  LAST_NAME: '',
  FIRST_NAME: '',
  ADDRESS: '',
  // The ID document type is CIN by default (docs/mobile-offer.md#reservation-form).
  TYPE: 'CIN',
  NUMBER_IDENTITE: '',
});

/** A text key and its values (a failed send's message; a refused field's are in lib/forms/messages.ts). */
export interface Message {
  key: string;
  values?: Record<string, unknown>;
}

/** The refused fields of a 422 FORM_INVALID answer (details [{ path, message: rule }]), or null for another failure. */
export function serverReservationProblems(error: unknown): ReservationProblems | null {
  if (!isApiError(error) || error.code !== 'FORM_INVALID') return null;
  const out: ReservationProblems = {};
  for (const d of error.details ?? []) {
    const field = d.path as ReservationField;
    if (!RESERVATION_FIELDS.includes(field)) continue;
    // A rule this app does not know (a newer server) still says the field is wrong: the field's own message.
    out[field] = (RESERVATION_RULES as readonly string[]).includes(d.message) ? (d.message as ReservationRule) : 'required';
  }
  return out;
}

/** What a failed send (other than refused fields) tells the shopper: the code's own text, or ours. */
export function failureMessage(error: unknown): Message {
  if (isApiError(error) && error.code === 'RESERVATION_EXISTS') return { key: 'apiErrors.RESERVATION_EXISTS' };
  if (isApiError(error) && (error.status === 429 || error.code === 'RATE_LIMITED')) return { key: 'mobileOffer.form.rateLimited' };
  return { key: 'mobileOffer.form.failed' };
}

/**
 * The payload of POST /sim-reservations: the spec's field names, values trimmed, the line as its
 * digits and the ID number as compared. LAST_NAME is what the field labelled « Nom » holds and
 * FIRST_NAME the field labelled « Prénom » (see ReservationSimPage).
 */
export function reservationBody(form: ReservationForm, requestId: string): SimReservationBody {
  return {
    ACTION: form.ACTION.trim(),
    LINE_NUMBER: lineDigits(form.LINE_NUMBER.trim()),
    LAST_NAME: form.LAST_NAME.trim(),
    FIRST_NAME: form.FIRST_NAME.trim(),
    ADDRESS: form.ADDRESS.trim(),
    TYPE: form.TYPE.trim(),
    NUMBER_IDENTITE: idNumberOf(form.NUMBER_IDENTITE.trim()),
    request_id: requestId,
  };
}

/** The text key part of an action ('port' | 'new'). */
export const actionKey = (action: ReservationAction | string): 'port' | 'new' => (action === 'Portabilité' ? 'port' : 'new');

/** A reservation the shopper may still cancel (recue, en_traitement). */
export const isOpenReservation = (status: SimStatus): boolean => (OPEN_SIM_STATUSES as readonly SimStatus[]).includes(status);

/** The line under a reservation's status: the store where it is ready, or why it was refused. */
export function statusDetail(r: Pick<SimReservation, 'status' | 'status_note' | 'store'>): Message | null {
  if (r.status === 'prete' && r.store) return { key: 'mobileOffer.requests.readyAt', values: { store: r.store.storename } };
  if (r.status === 'refusee' && r.status_note?.trim())
    return { key: 'mobileOffer.requests.refusedBecause', values: { reason: r.status_note.trim() } };
  return null;
}
