import type { BackOfficeErrorCode } from './error-codes.ts';

/**
 * The French text of the codes only the back office and the integrations answer
 * (BACK_OFFICE_ERROR_CODES): the back office's own, never in the shoppers' bundle.
 */
export const BACK_OFFICE_ERROR_TEXTS_FR: Record<BackOfficeErrorCode, string> = {
  STORE_CODE_TAKEN: 'Un magasin porte déjà ce code.',
  STAFF_NOT_FOUND: 'Membre du personnel introuvable.',
  STAFF_EMAIL_TAKEN: 'Un compte du personnel existe déjà avec cet e-mail.',
  STAFF_SELF_CHANGE: 'Vous ne pouvez pas modifier votre propre rôle ni désactiver votre compte.',
  STAFF_TICKET_INVALID: 'La connexion a expiré : saisissez à nouveau votre mot de passe.',
  TOTP_INVALID: 'Code incorrect.',
  CATALOGUE_WEEK_TAKEN: 'Cette semaine a déjà son catalogue.',
  CATALOGUE_WEEK_PAST: 'Cette semaine est déjà passée.',
  CATALOGUE_EMPTY: 'Le catalogue n’a pas encore de pages.',
  CATALOGUE_PAGE_NOT_FOUND: 'Cette page du catalogue n’existe pas.',
  CATALOGUE_PRODUCT_NOT_FOUND: 'Ce produit n’est pas dans le catalogue.',
  CATALOGUE_ZONES_INVALID: 'Certaines zones sont invalides : rien n’a été enregistré.',
  CATALOGUE_PRICE_INVALID: 'L’ancien prix doit être au moins égal au prix.',
  CATALOGUE_PDF_INVALID: 'Ce fichier n’est pas un PDF lisible.',
  CATALOGUE_TOO_MANY_PAGES: 'Trop de pages : 40 au plus.',
  PASSWORD_CHANGE_REQUIRED: 'Choisissez d’abord votre propre mot de passe.',
  PASSWORD_UNCHANGED: 'Le nouveau mot de passe doit être différent de l’actuel.',
  PROMO_ROWS_INVALID: 'Certaines lignes sont invalides : rien n’a été enregistré.',
  PRODUCT_EAN_INVALID: 'Ce code EAN-13 n’est pas valide (chiffre de contrôle).',
  PRODUCT_EAN_TAKEN: 'Un produit porte déjà ce code EAN.',
  PRODUCT_SKU_TAKEN: 'Un produit porte déjà ce code article.',
  CATEGORY_NOT_FOUND: 'Cette catégorie n’existe pas.',
  API_KEY_INVALID: 'Clé d’API inconnue ou révoquée.',
  API_KEY_SCOPE_MISSING: 'Cette clé d’API n’a pas le droit de faire cela.',
  API_KEY_STORE_FORBIDDEN: 'Cette clé d’API n’est pas liée à ce magasin.',
  API_KEY_NOT_FOUND: 'Cette clé d’API n’existe pas.',
  IDEMPOTENCY_KEY_REQUIRED: 'L’en-tête Idempotency-Key manque ou n’est pas valable.',
  IDEMPOTENCY_KEY_REUSED: 'Cette clé d’idempotence a déjà servi pour une autre demande.',
  ROWS_INVALID: 'Certaines lignes sont invalides : rien n’a été enregistré.',
  RECEIPT_INVALID: 'Ce ticket de caisse ne tient pas : rien n’a été enregistré.',
  RECEIPT_CONFLICT: 'Un autre ticket porte déjà ce numéro dans ce magasin.',
  SHOPPER_NOT_FOUND: 'Client introuvable.',
  BROADCAST_NOT_FOUND: 'Notification introuvable.',
  BROADCAST_LOCKED: 'Cette notification n’est plus modifiable dans son état actuel.',
  BROADCAST_SEND_AT_PAST: 'L’heure d’envoi doit être maintenant ou plus tard.',
  BROADCAST_AUDIENCE_NOT_FOUND: 'Ce gouvernorat ou cette catégorie n’existe pas.',
};
