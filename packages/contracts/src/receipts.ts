import { z } from 'zod';
import { MagasinCode } from './stores.ts';

/**
 * Receipts posted by the chain's tills (issue 16, docs/wallet.md#receipts): POST
 * /integrations/receipts with the scope receipts:write. Idempotent by the till's receipt id within
 * its store: the same receipt posted again answers the first answer (Idempotent-Replayed: true).
 * Every amount is integer millimes.
 */

/** A till's receipt id: 1 to 64 of A-Z a-z 0-9 _ . : - (unique within its store). */
export const TillReceiptId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'expected 1 to 64 of A-Z a-z 0-9 _ . : -');
const Sku = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid sku');
/** A signed amount in millimes (returns are negative). */
const SignedMillimes = z.number().int().min(-100_000_000).max(100_000_000);
/** An offer code as printed under its barcode. */
export const OfferCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{6,24}$/, 'expected 6 to 24 of A-Z 0-9');

export const ReceiptLineInput = z
  .object({
    sku: Sku,
    quantity: z
      .number()
      .int()
      .min(-999)
      .max(999)
      .refine((q) => q !== 0, 'quantity 0')
      .describe('Units; negative on a return'),
    unit_price: z.number().int().min(0).max(100_000_000).describe('Shelf price of one unit at the till, millimes'),
    discount: SignedMillimes.default(0).describe(
      'What the till took off this line (promotion), millimes; on a return, negative with the quantity',
    ),
    total: SignedMillimes.describe('quantity × unit_price − discount, millimes: checked'),
  })
  .meta({ id: 'ReceiptLineInput' });

export const PAYMENT_METHODS = ['cash', 'card', 'cheque', 'mobile', 'other'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS);

export const ReceiptRequest = z
  .object({
    receipt_id: TillReceiptId.describe('The till’s receipt id: the request’s idempotency key within the store'),
    store: MagasinCode,
    purchased_at: z.iso.datetime({ offset: true }).describe('When the till closed the receipt (ISO instant)'),
    card_number: z
      .string()
      .trim()
      .regex(/^\d{13}$/)
      .optional()
      .describe('The loyalty card scanned at the till'),
    phone: z
      .string()
      .trim()
      .regex(/^\d{8}$/)
      .optional()
      .describe('Or the shopper’s phone, when the card was not at hand'),
    lines: z.array(ReceiptLineInput).min(1).max(500),
    total: SignedMillimes.describe('Sum of the lines’ totals, before coupons and vouchers: checked'),
    offer_codes: z
      .array(OfferCode)
      .max(10)
      .default([])
      .describe('Coupons and vouchers presented at the till (the first valid one is applied; offers are not combinable)'),
    payment: PaymentMethod.describe('How the rest was paid'),
    return_of: TillReceiptId.optional().describe('On a return: the receipt id (same store) of the sale it reverses'),
  })
  .meta({
    id: 'ReceiptRequest',
    examples: [
      {
        receipt_id: 'TN0001-C03-000123',
        store: 'TN0001',
        purchased_at: '2026-11-24T10:15:00+01:00',
        card_number: '2900000000017',
        lines: [{ sku: '100234', quantity: 2, unit_price: 1450, discount: 200, total: 2700 }],
        total: 2700,
        offer_codes: [],
        payment: 'card',
      },
    ],
  });
export type ReceiptRequest = z.input<typeof ReceiptRequest>;

export const OFFER_REFUSALS = ['UNKNOWN', 'USED', 'EXPIRED', 'NOT_OWNER', 'MIN_PURCHASE', 'NOT_COMBINABLE', 'NOT_FIRST_PURCHASE'] as const;
export type OfferRefusal = (typeof OFFER_REFUSALS)[number];

/** What a till (or the back office) shows for each refusal (docs/wallet.md#offers-at-the-till), French and Arabic. */
export const OFFER_REFUSAL_TEXTS: Record<'fr' | 'ar', Record<OfferRefusal, string>> = {
  fr: {
    UNKNOWN: 'Code inconnu.',
    USED: 'Cette offre a déjà été utilisée.',
    EXPIRED: 'Cette offre a expiré.',
    NOT_OWNER: 'Cette offre appartient à un autre compte.',
    MIN_PURCHASE: 'Le montant minimum d’achat n’est pas atteint.',
    NOT_COMBINABLE: 'Une seule offre par achat : une autre est déjà appliquée.',
    NOT_FIRST_PURCHASE: 'Le coupon de bienvenue est valable uniquement sur le premier achat.',
  },
  ar: {
    UNKNOWN: 'رمز غير معروف.',
    USED: 'تم استعمال هذا العرض من قبل.',
    EXPIRED: 'انتهت صلاحية هذا العرض.',
    NOT_OWNER: 'هذا العرض تابع لحساب آخر.',
    MIN_PURCHASE: 'لم يتم بلوغ الحد الأدنى للشراء.',
    NOT_COMBINABLE: 'عرض واحد فقط لكل عملية شراء: تم تطبيق عرض آخر.',
    NOT_FIRST_PURCHASE: 'قسيمة الترحيب صالحة فقط على أول عملية شراء.',
  },
};

export const ReceiptResult = z
  .object({
    id: z.number().int().describe('Our receipt id'),
    receipt_id: z.string(),
    store: z.string(),
    card_number: z
      .string()
      .nullable()
      .describe('The card the receipt was counted on; null: no shopper (it can be attached later with attach_code)'),
    total: z.number().int(),
    discount: z.number().int().describe('What the applied offer took off'),
    paid: z.number().int().describe('total − discount: what the till collects'),
    applied_offer: z.object({ code: z.string(), kind: z.enum(['coupon', 'voucher']), discount: z.number().int() }).nullable(),
    refused_offers: z.array(z.object({ code: z.string(), reason: z.enum(OFFER_REFUSALS) })),
    points_earned: z.number().int().describe('Negative on a return'),
    points_balance: z.number().int().nullable(),
    attach_code: z.string().describe('Print it as a QR on the paper receipt: a shopper without the card attaches the receipt with it'),
  })
  .meta({ id: 'ReceiptResult' });
export type ReceiptResult = z.infer<typeof ReceiptResult>;

/** A line that does not add up: 422 RECEIPT_INVALID. */
export const ReceiptRejected = z
  .object({
    code: z.literal('RECEIPT_INVALID'),
    message: z.string(),
    line: z
      .number()
      .int()
      .nullable()
      .describe('0-based index of the first line that does not add up; null: the total, the card or the return'),
    field: z.string(),
    expected: z.number().int().nullable(),
  })
  .meta({ id: 'ReceiptRejected' });
export type ReceiptRejected = z.infer<typeof ReceiptRejected>;
