import type { SimStatusColumn } from '../../db/tables/mobile-offer.ts';
import { ltr } from '@qadhya/domain';
import { maskTail } from '../../http/mask.ts';
import type { InboxMessage } from '../inbox/inbox-writer.ts';

/** Where the shopper follows their reservations: the offer's home (« Mes demandes »). */
export const SIM_LINK = '/layout/aziza-mobile';

export interface Told {
  action: 'Portabilité' | 'Nouveau numéro';
  line: string;
  /** The store where the SIM waits, in French and Arabic. */
  storename: { fr: string; ar: string } | null;
  note: string | null;
}

const ACTION_AR = { Portabilité: 'نقل الرقم', 'Nouveau numéro': 'رقم جديد' } as const;

/**
 * What the shopper's inbox says at each step of a SIM reservation, in French and Arabic
 * (docs/mobile-offer.md#following-a-request). Annulée is the shopper's own doing: nothing is sent.
 */
export function simMessage(status: Exclude<SimStatusColumn, 'annulee'>, t: Told) {
  const line = maskTail(t.line);
  // In Arabic the masked number (« •••••123 ») is isolated left to right, or its dots move after its digits (docs/formats.md#figures-in-arabic).
  const lineAr = ltr(line, 'ar');
  const note = t.note?.trim() || null;
  switch (status) {
    case 'recue':
      return {
        title_fr: 'Demande de SIM reçue',
        title_ar: 'تم استلام طلب الشريحة',
        body_fr: `Nous avons bien reçu votre demande (${t.action}, ligne ${line}). Vous suivrez ici chaque étape.`,
        body_ar: `استلمنا طلبك (${ACTION_AR[t.action]}، الخط ${lineAr}). ستتابع هنا كل مرحلة.`,
      };
    case 'en_traitement':
      return {
        title_fr: 'Votre demande de SIM est en traitement',
        title_ar: 'طلب الشريحة قيد المعالجة',
        body_fr: `Notre équipe traite votre demande (${t.action}, ligne ${line}).${note ? ` ${note}` : ''}`,
        body_ar: `فريقنا يعالج طلبك (${ACTION_AR[t.action]}، الخط ${lineAr}).${note ? ` ${note}` : ''}`,
      };
    case 'prete':
      return {
        title_fr: 'Votre SIM est prête',
        title_ar: 'شريحتك جاهزة',
        body_fr: `Retirez-la au magasin ${t.storename?.fr ?? ''} avec votre pièce d'identité.${note ? ` ${note}` : ''}`,
        body_ar: `استلمها من متجر ${t.storename?.ar ?? ''} مع بطاقة هويتك.${note ? ` ${note}` : ''}`,
      };
    case 'refusee':
      return {
        title_fr: 'Demande de SIM refusée',
        title_ar: 'تم رفض طلب الشريحة',
        body_fr: `Votre demande (${t.action}, ligne ${line}) n'a pas pu être acceptée. Motif : ${note ?? '—'}`,
        body_ar: `تعذّر قبول طلبك (${ACTION_AR[t.action]}، الخط ${lineAr}). السبب: ${note ?? '—'}`,
      };
  }
}

/** The inbox message of a reservation's step: always written (no switch), once per step. */
export function simNotice(id: number, status: Exclude<SimStatusColumn, 'annulee'>, t: Told): InboxMessage {
  return {
    kind: 'sim_reservation',
    type: 'info',
    topic: null,
    ...simMessage(status, t),
    link: SIM_LINK,
    payload: { sim_reservation_id: id, status },
    dedupe_key: `sim_reservation:${id}:${status}`,
  };
}
