import type { SimStatus } from '@qadhya/contracts';

/** The French words of « Réservations SIM » (docs/mobile-offer.md#back-office). */
export const SIM_STATUS_LABELS: Record<SimStatus, string> = {
  recue: 'Reçue',
  en_traitement: 'En traitement',
  prete: 'Prête en magasin',
  refusee: 'Refusée',
  annulee: 'Annulée',
};
export const SIM_STATUS_TONES: Record<SimStatus, 'brand' | 'warning' | 'success' | 'error' | 'neutral'> = {
  recue: 'brand',
  en_traitement: 'warning',
  prete: 'success',
  refusee: 'error',
  annulee: 'neutral',
};

export type SimMove = 'en_traitement' | 'prete' | 'refusee';

/** Each move staff may make (SIM_MOVES says from where): the button, and what its form asks. */
export const SIM_MOVE_TEXTS: Record<SimMove, { button: string; confirm: string; note: string; noteHint: string }> = {
  en_traitement: {
    button: 'Passer en traitement',
    confirm: 'Passer en traitement',
    note: 'Message au client (facultatif)',
    noteHint: 'Le client est prévenu dans ses notifications que sa demande est en traitement.',
  },
  prete: {
    button: 'SIM prête en magasin',
    confirm: 'Confirmer : SIM prête',
    note: 'Ce que le client doit apporter (facultatif)',
    noteHint: 'Le client est prévenu que sa SIM l’attend dans ce magasin.',
  },
  refusee: {
    button: 'Refuser',
    confirm: 'Confirmer le refus',
    note: 'Motif du refus',
    noteHint: 'Obligatoire : le client lit ce motif dans l’application et dans sa notification.',
  },
};

/** Whose number the line is, by the request's action. */
export const LINE_LABELS = { Portabilité: 'Numéro à porter', 'Nouveau numéro': 'Numéro de contact' } as const;
export const ID_LABELS = { CIN: 'CIN', Passport: 'Passeport' } as const;

/**
 * A request sent while another open one held the same ID document (docs/mobile-offer.md#back-office):
 * the shopper was answered as for any request, so support checks the document before handling it.
 */
export const DUPLICATE_BADGE = 'Doublon ?';
export const DUPLICATE_TITLE = 'Doublon possible';
export function duplicateText(of: number | null): string {
  const held = of === null ? 'une autre demande ouverte' : `la demande ouverte n° ${of}`;
  return `Cette pièce d’identité faisait déjà l’objet de ${held} quand celle-ci a été envoyée. Vérifiez la pièce au comptoir avant de préparer la SIM : l’un des deux comptes n’en est peut-être pas le titulaire.`;
}
