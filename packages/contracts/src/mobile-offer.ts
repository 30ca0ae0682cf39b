import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';
import { LangParam } from './lang.ts';
import { RequestId } from './wallet.ts';

/**
 * The chain's mobile offer under /api/v1 (issue 20, docs/mobile-offer.md): its products (phones,
 * SIM cards, recharge cards) and SIM reservations, which the back office's support handles. The
 * reservation form's rules live here once, for the server (422 FORM_INVALID with each refused field
 * and its rule in `details`) and for the app (the same rules, its own fr/ar messages).
 */

// ——— Products ———

export const MOBILE_OFFER_KINDS = ['phone', 'sim', 'recharge'] as const;
export const MobileOfferKind = z.enum(MOBILE_OFFER_KINDS);
export type MobileOfferKind = z.infer<typeof MobileOfferKind>;

export const MobileOfferQuery = PageQuery.extend({
  kind: MobileOfferKind.optional().describe('Only phones, SIM cards or recharge cards'),
  magasin_code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/)
    .optional()
    .describe('Match last-chance entries of this store only'),
  lang: LangParam,
});
export type MobileOfferQuery = z.input<typeof MobileOfferQuery>;

/** The last-chance entry a product is matched to (the best discount still in stock). */
export const MobileOfferLastChance = z
  .object({
    ARTICLE: z.string().describe('The sku'),
    NOUVEAU_PV: z.number().int().describe('Last-chance price, millimes'),
    ANCIEN_PV: z.number().int().describe('Price before, millimes'),
    REMISE: z.number().int().describe('Discount percent'),
    STOCK_DISPO: z.number().int(),
    magasin_code: z.string().describe('The store of that entry'),
  })
  .meta({ id: 'MobileOfferLastChance' });

export const MobileOfferProduct = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    ean: z.string(),
    kind: MobileOfferKind,
    name: z.string(),
    short_description: z.string(),
    marque: z.string().nullable(),
    plus: z.string().nullable(),
    image: z.string().describe('URL of the product picture'),
    images: z.array(z.string()).describe('The pictures (the first is `image`)'),
    price: z.number().int().describe('Price shown, millimes: the last-chance price when matched'),
    old_price: z.number().int().describe('Price before the discount, millimes (= price without one)'),
    remise: z.number().int().describe('Discount percent of the matched last-chance entry, 0 when none'),
    last_chance: MobileOfferLastChance.nullable(),
  })
  .meta({ id: 'MobileOfferProduct' });
export type MobileOfferProduct = z.infer<typeof MobileOfferProduct>;

export const MobileOfferProductPage = paged(MobileOfferProduct).meta({ id: 'MobileOfferProductPage' });
export type MobileOfferProductPage = z.infer<typeof MobileOfferProductPage>;

// ——— SIM reservation: the form's rules ———

/** The payload's values of ACTION and TYPE, as the spec names them. */
export const RESERVATION_ACTIONS = ['Portabilité', 'Nouveau numéro'] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];
export const ID_TYPES = ['CIN', 'Passport'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const RESERVATION_LIMITS = { nameMax: 60, addressMax: 200 } as const;

/**
 * Tunisian mobile numbers: 8 digits, the operator told by the first digit (before portability):
 * 2 Ooredoo, 4 and 9 Tunisie Telecom, 5 Orange, 3 the virtual operators' range, where the chain's
 * offer has its own numbers (MOBILE_OFFER_PREFIXES). docs/mobile-offer.md#reservation-rules
 */
export const MOBILE_OPERATOR_BY_DIGIT = {
  '2': 'Ooredoo',
  '3': 'MVNO',
  '4': 'Tunisie Telecom',
  '5': 'Orange',
  '9': 'Tunisie Telecom',
} as const;
/** The number ranges of the chain's own offer: a portability from one of these is refused. */
export const MOBILE_OFFER_PREFIXES = ['36'] as const;

/** The digits of a typed line number: spaces, dots and dashes dropped, a leading +216 or 00216 too. */
export function lineDigits(value: string): string {
  const d = value.replace(/[\s.-]/g, '');
  return d.replace(/^(\+216|00216)(?=\d{8}$)/, '');
}

export const isTunisianMobile = (digits: string) => /^[23459]\d{7}$/.test(digits);
export const isOwnOfferNumber = (digits: string) => MOBILE_OFFER_PREFIXES.some((p) => digits.startsWith(p));

/** A CIN (carte d'identité nationale): 8 digits. */
export const isCin = (value: string) => /^\d{8}$/.test(value);
/** A passport number: 6 to 9 letters and digits with at least one digit (a Tunisian one: a letter and 6 digits). */
export const isPassport = (value: string) => /^(?=.*\d)[A-Z0-9]{6,9}$/.test(value);

/** The ID number as stored and compared: capitals, spaces and dashes dropped. */
export const idNumberOf = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

export type ReservationField = 'ACTION' | 'LINE_NUMBER' | 'LAST_NAME' | 'FIRST_NAME' | 'ADDRESS' | 'TYPE' | 'NUMBER_IDENTITE';
/** Why a field was refused: the app shows the spec's message for 'required', its own for the rest. */
export const RESERVATION_RULES = ['required', 'choice', 'max', 'phone', 'own_number', 'cin', 'passport'] as const;
export type ReservationRule = (typeof RESERVATION_RULES)[number];
export type ReservationProblems = Partial<Record<ReservationField, ReservationRule>>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export interface ReservationValues {
  ACTION?: unknown;
  LINE_NUMBER?: unknown;
  LAST_NAME?: unknown;
  FIRST_NAME?: unknown;
  ADDRESS?: unknown;
  TYPE?: unknown;
  NUMBER_IDENTITE?: unknown;
}

/**
 * Every field required (the spec's messages); the line a Tunisian mobile number, and for a
 * portability another operator's; a CIN of 8 digits, a passport number's shape.
 */
export function reservationProblems(v: ReservationValues): ReservationProblems {
  const p: ReservationProblems = {};
  const action = text(v.ACTION);
  if (!action) p.ACTION = 'required';
  else if (!(RESERVATION_ACTIONS as readonly string[]).includes(action)) p.ACTION = 'choice';
  const line = lineDigits(text(v.LINE_NUMBER));
  if (!line) p.LINE_NUMBER = 'required';
  else if (!isTunisianMobile(line)) p.LINE_NUMBER = 'phone';
  else if (action === 'Portabilité' && isOwnOfferNumber(line)) p.LINE_NUMBER = 'own_number';
  for (const f of ['LAST_NAME', 'FIRST_NAME'] as const) {
    const value = text(v[f]);
    if (!value) p[f] = 'required';
    else if (value.length > RESERVATION_LIMITS.nameMax) p[f] = 'max';
  }
  const address = text(v.ADDRESS);
  if (!address) p.ADDRESS = 'required';
  else if (address.length > RESERVATION_LIMITS.addressMax) p.ADDRESS = 'max';
  const type = text(v.TYPE);
  if (!type) p.TYPE = 'required';
  else if (!(ID_TYPES as readonly string[]).includes(type)) p.TYPE = 'choice';
  const id = idNumberOf(text(v.NUMBER_IDENTITE));
  if (!id) p.NUMBER_IDENTITE = 'required';
  else if (type === 'CIN' && !isCin(id)) p.NUMBER_IDENTITE = 'cin';
  else if (type === 'Passport' && !isPassport(id)) p.NUMBER_IDENTITE = 'passport';
  return p;
}

// ——— SIM reservation: the API ———

const Loose = (max: number) => z.string().max(max).optional();

/** POST /sim-reservations: the spec's field names (reserve-sim), plus the form's request id. */
export const SimReservationBody = z
  .object({
    ACTION: Loose(40).describe('Portabilité or Nouveau numéro'),
    LINE_NUMBER: Loose(40).describe('Portabilité: the number to bring (another operator’s); Nouveau numéro: where to reach the shopper'),
    LAST_NAME: Loose(200).describe('The family name (the field labelled « Nom »)'),
    FIRST_NAME: Loose(200).describe('The given name (the field labelled « Prénom »)'),
    ADDRESS: Loose(600),
    TYPE: Loose(20).describe('CIN or Passport'),
    NUMBER_IDENTITE: Loose(40).describe('The ID number: stored encrypted, answered masked'),
    request_id: RequestId.describe('Same id, same reservation: a retried send makes one'),
  })
  .meta({ id: 'SimReservationBody' });
export type SimReservationBody = z.input<typeof SimReservationBody>;

export const SIM_STATUSES = ['recue', 'en_traitement', 'prete', 'refusee', 'annulee'] as const;
export const SimStatus = z.enum(SIM_STATUSES);
export type SimStatus = z.infer<typeof SimStatus>;
/** A reservation still open: one per ID number at a time. */
export const OPEN_SIM_STATUSES = ['recue', 'en_traitement'] as const satisfies readonly SimStatus[];

export const SimReservation = z
  .object({
    id: z.number().int(),
    ACTION: z.enum(RESERVATION_ACTIONS),
    LINE_NUMBER: z.string(),
    LAST_NAME: z.string(),
    FIRST_NAME: z.string(),
    ADDRESS: z.string(),
    TYPE: z.enum(ID_TYPES),
    NUMBER_IDENTITE: z.string().describe('Masked: only the last 3 characters shown'),
    status: SimStatus,
    status_note: z.string().nullable().describe('Why refused, or what to bring to the store'),
    store: z.object({ magasin_code: z.string(), storename: z.string() }).nullable().describe('Where the SIM is ready'),
    created_at: z.string().describe('ISO instant'),
    updated_at: z.string().describe('ISO instant'),
  })
  .meta({ id: 'SimReservation' });
export type SimReservation = z.infer<typeof SimReservation>;

export const SimReservationPage = paged(SimReservation).meta({ id: 'SimReservationPage' });
export type SimReservationPage = z.infer<typeof SimReservationPage>;
export const SimReservationIdParams = z.object({ id: z.coerce.number().int().min(1).max(9_007_199_254_740_991) });

// ——— Back office ———

export const AdminSimQuery = z.object({
  status: SimStatus.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,15}_\d{1,18}$/, 'expected the next_cursor of the previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminSimQuery = z.input<typeof AdminSimQuery>;

export const AdminSimReservation = SimReservation.extend({
  shopper: z.object({ id: z.number().int(), name: z.string(), phone: z.string().describe('Masked') }),
  handled_by: z.string().nullable().describe('The staff member of the last move'),
  flagged: z
    .boolean()
    .describe(
      'Sent while another open request held the same ID document: a possible duplicate, for support to check (the shopper was answered as for any request)',
    ),
  duplicate_of: z.number().int().nullable().describe('The open request it duplicated when it was sent'),
}).meta({ id: 'AdminSimReservation' });
export type AdminSimReservation = z.infer<typeof AdminSimReservation>;

export const AdminSimPage = z
  .object({
    items: z.array(AdminSimReservation),
    counts: z.record(z.string(), z.number().int()).describe('Reservations by status'),
    next_cursor: z.string().nullable().describe('Pass it as ?cursor= for the next page; null on the last'),
  })
  .meta({ id: 'AdminSimPage' });
export type AdminSimPage = z.infer<typeof AdminSimPage>;

/** Which moves staff may make: forward only; a refusal says why; ready names the store. */
export const SIM_MOVES: Readonly<Record<SimStatus, readonly SimStatus[]>> = {
  recue: ['en_traitement', 'prete', 'refusee'],
  en_traitement: ['prete', 'refusee'],
  prete: [],
  refusee: [],
  annulee: [],
};

export const AdminSimStatusBody = z
  .object({
    status: z.enum(['en_traitement', 'prete', 'refusee']),
    note: z.string().trim().max(500).optional().describe('Required for a refusal: the shopper reads it'),
    magasin_code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,20}$/)
      .optional()
      .describe('Required for prete: where to collect the SIM'),
    request_key: RequestId.describe('Same key, same move: a retried click moves and tells once'),
  })
  .meta({ id: 'AdminSimStatusBody' });
export type AdminSimStatusBody = z.input<typeof AdminSimStatusBody>;

export const AdminSimIdNumber = z
  .object({ NUMBER_IDENTITE: z.string().describe('The whole ID number (each reading is audited)') })
  .meta({ id: 'AdminSimIdNumber' });

// ——— Back office and the chain's feed: the offer's products (docs/mobile-offer.md#back-office-products) ———

/** The chain's product code: the catalogue product's sku (article code). */
const OfferSku = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid sku');
export const OFFER_NAME_MAX = 120;
const OfferName = z.string().trim().min(1).max(OFFER_NAME_MAX);
/** May be left empty: shoppers then read the French (docs/back-office.md#bilingual-texts). */
const OfferNameAr = z.string().trim().max(OFFER_NAME_MAX);
const OfferPrice = z.number().int().min(1).max(100_000_000).describe('Millimes');
const OfferPosition = z.number().int().min(0).max(100_000).describe('Order in the list (smaller first, then the kind order)');

export const AdminOfferProduct = z
  .object({
    sku: z.string().describe('The chain’s product code (the catalogue product’s sku)'),
    ean: z.string(),
    product_name: z.string().describe('The catalogue product’s own name'),
    kind: MobileOfferKind,
    name: z.string(),
    name_ar: z.string().describe('Empty: shoppers read the French'),
    price: z.number().int().describe('Millimes'),
    position: z.number().int(),
    archived: z.boolean(),
    archived_at: z.string().nullable(),
    updated_at: z.string(),
    image: z.string().describe('URL of the picture shoppers see'),
    has_uploaded_image: z.boolean(),
  })
  .meta({ id: 'AdminOfferProduct' });
export type AdminOfferProduct = z.infer<typeof AdminOfferProduct>;

export const AdminOfferProductPage = paged(AdminOfferProduct).meta({ id: 'AdminOfferProductPage' });
export type AdminOfferProductPage = z.infer<typeof AdminOfferProductPage>;

export const AdminOfferProductQuery = PageQuery.extend({
  kind: MobileOfferKind.optional(),
  archived: z.enum(['true', 'false']).optional().describe('true: the archived lines only; false (default): the live ones'),
});
export type AdminOfferProductQuery = z.input<typeof AdminOfferProductQuery>;

export const AdminOfferProductParams = z.object({ sku: OfferSku });

export const AdminOfferProductCreate = z.object({
  sku: OfferSku,
  kind: MobileOfferKind,
  name: OfferName,
  name_ar: OfferNameAr.default(''),
  price: OfferPrice,
  position: OfferPosition.default(0),
});
export type AdminOfferProductCreate = z.input<typeof AdminOfferProductCreate>;

export const AdminOfferProductUpdate = z
  .object({ kind: MobileOfferKind, name: OfferName, name_ar: OfferNameAr, price: OfferPrice, position: OfferPosition })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'nothing to change');
export type AdminOfferProductUpdate = z.input<typeof AdminOfferProductUpdate>;

export const AdminOfferProductArchive = z.object({ archived: z.boolean().describe('true archives, false brings the line back') });

/** One line of the chain's feed: the whole line, inserted or replaced by its sku. */
export const OfferFeedRow = z.object({
  sku: OfferSku,
  kind: MobileOfferKind,
  name: OfferName,
  name_ar: OfferNameAr.optional().describe('Left out: kept as it is (empty for a new line)'),
  price: OfferPrice,
  position: OfferPosition.optional().describe('Left out: kept (0 for a new line)'),
  archived: z.boolean().optional().describe('true archives the line, false brings it back; left out: live'),
});
export type OfferFeedRow = z.infer<typeof OfferFeedRow>;
export const OfferFeedRequest = z.object({ rows: z.array(OfferFeedRow).min(1).max(2_000) }).meta({
  id: 'OfferFeedRequest',
  examples: [
    {
      rows: [
        { sku: '900001', kind: 'sim', name: 'Carte SIM Aziza Mobile', name_ar: 'شريحة عزيزة موبايل', price: 5_000 },
        { sku: '900010', kind: 'recharge', name: 'Recharge 10 DT', price: 10_000, archived: true },
      ],
    },
  ],
});
export type OfferFeedRequest = z.infer<typeof OfferFeedRequest>;
