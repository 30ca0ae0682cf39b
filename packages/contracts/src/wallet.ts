import { z } from 'zod';
import { PageQuery, PlainDate, paged } from './pagination.ts';
import { UserId } from './user.ts';

/**
 * The shopper's wallet under /api/v1/wallet (issue 16, docs/wallet.md): card, points, tiers,
 * coupons and vouchers, tickets, transactions, budget and the spending dashboard. Every figure comes
 * from the ledger (receipts posted by the tills, points entries, offers); money is integer millimes.
 */

export const TierKey = z.enum(['classic', 'silver', 'gold', 'platinum']);
export const TierInfo = z
  .object({
    key: TierKey,
    label: z.string().describe('In French as printed: Classic, Silver, GOLD, Platinum; in Arabic: كلاسيك، فضّي، ذهبي، بلاتيني'),
    spend_12m: z.number().int().describe('Paid over the rolling 12 months, millimes'),
    next: z.object({ key: TierKey, label: z.string(), missing: z.number().int().describe('Millimes still to spend') }).nullable(),
  })
  .meta({ id: 'TierInfo' });
export type TierInfo = z.infer<typeof TierInfo>;

/** GET /wallet/card: the loyalty card (kept offline by the app from the last sync). */
export const LoyaltyCard = z
  .object({
    card_number: z.string().describe('EAN-13, printed as its barcode'),
    holder: z.string().describe('First name and last name as on the account'),
    points: z.number().int().describe('Sum of the points ledger'),
    points_value: z.number().int().describe('What the points are worth as a voucher, millimes'),
    tier: TierInfo,
    expiring: z
      .object({
        points: z.number().int().describe('Points that expire that day (what the lots ending then still hold)'),
        day: PlainDate.describe('The Tunis day they expire (docs/wallet.md#points-expire)'),
      })
      .nullable()
      .describe('The next points to expire; null when none'),
    convert: z.object({
      min_points: z.number().int(),
      step: z.number().int(),
      point_value: z.number().int().describe('Millimes a point is worth'),
      voucher_days: z.number().int(),
    }),
    synced_at: z.string().describe('ISO instant of this answer'),
  })
  .meta({ id: 'LoyaltyCard' });
export type LoyaltyCard = z.infer<typeof LoyaltyCard>;

export const POINTS_KINDS = ['earned', 'reversed', 'spent', 'transfer_in', 'transfer_out', 'expired', 'adjusted'] as const;
export const PointsKind = z.enum(POINTS_KINDS);
export const PointsEntry = z
  .object({
    id: z.number().int(),
    at: z.string().describe('ISO instant'),
    kind: PointsKind,
    points: z.number().int().describe('Signed: +N earned or received, −N spent, given or reversed'),
    store: z.string().nullable().describe('Store name of the receipt, when one'),
    counterpart: z.string().nullable().describe('First name of the family member of a transfer'),
  })
  .meta({ id: 'PointsEntry' });
export const PointsPage = paged(PointsEntry).meta({ id: 'PointsPage' });
export type PointsPage = z.infer<typeof PointsPage>;

/** A client-chosen id that makes a write happen once (a retry answers the first result). */
export const RequestId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8 to 64 of A-Z a-z 0-9 _ -');

export const PointsTransferRequest = z
  .object({
    to_user_id: UserId.describe('A member of one of the caller’s families (accepted)'),
    points: z.number().int().min(1).max(10_000_000),
    request_id: RequestId,
  })
  .meta({ id: 'PointsTransferRequest' });
export type PointsTransferRequest = z.input<typeof PointsTransferRequest>;
export const PointsTransferResult = z
  .object({
    points: z.number().int().describe('The caller’s new balance'),
    transferred: z.number().int(),
    to: z.string().describe('First name'),
  })
  .meta({ id: 'PointsTransferResult' });
export type PointsTransferResult = z.infer<typeof PointsTransferResult>;

/** Someone points or budget can go to: an accepted member of a family the caller is in. */
export const WalletMember = z
  .object({ user_id: z.number().int(), name: z.string(), avatar: z.string().nullable(), relation: z.string().nullable() })
  .meta({ id: 'WalletMember' });
export const WalletMembers = z.object({ items: z.array(WalletMember) }).meta({ id: 'WalletMembers' });
export type WalletMembers = z.infer<typeof WalletMembers>;

export const OfferKind = z.enum(['coupon', 'voucher']);
export type OfferKind = z.infer<typeof OfferKind>;
export const OfferStatus = z.enum(['active', 'used', 'expired']);
export type OfferStatus = z.infer<typeof OfferStatus>;
export const OFFER_SOURCES = ['welcome', 'points', 'staff', 'game', 'referral', 'idea'] as const;

/** A coupon or voucher card and its detail sheet. */
export const WalletOffer = z
  .object({
    id: z.number().int(),
    kind: OfferKind,
    source: z.enum(OFFER_SOURCES),
    code: z.string().describe('Printed as a Code 128 barcode'),
    amount_type: z.enum(['amount', 'percent']),
    amount: z.number().int().describe('Millimes (amount) or percent (percent)'),
    min_purchase: z.number().int().describe('Millimes; 0: none'),
    cap: z.number().int().nullable().describe('Largest discount of a percent offer, millimes'),
    label: z.string().describe('In the caller’s language'),
    description: z.string(),
    issued_at: z.string(),
    expires_at: z.string().describe('ISO instant: valid until just before it'),
    status: OfferStatus,
    used_at: z.string().nullable(),
    used_ticket_id: z.number().int().nullable(),
    discount: z.number().int().nullable().describe('What it took off, once used'),
  })
  .meta({ id: 'WalletOffer' });
export type WalletOffer = z.infer<typeof WalletOffer>;

export const OfferQuery = PageQuery.extend({ kind: OfferKind.optional(), status: OfferStatus.default('active') });
export const OfferPage = paged(WalletOffer)
  .extend({ counts: z.record(OfferStatus, z.number().int()) })
  .meta({ id: 'OfferPage' });
export type OfferPage = z.infer<typeof OfferPage>;
export const WalletIdParams = z.object({ id: z.coerce.number().int().min(1).max(9_007_199_254_740_991) });

export const PointsConvertRequest = z
  .object({ points: z.number().int().min(1).max(10_000_000), request_id: RequestId })
  .meta({ id: 'PointsConvertRequest' });
export type PointsConvertRequest = z.input<typeof PointsConvertRequest>;
export const PointsConvertResult = z.object({ points: z.number().int(), voucher: WalletOffer }).meta({ id: 'PointsConvertResult' });
export type PointsConvertResult = z.infer<typeof PointsConvertResult>;

// ---- Tickets (receipts) ----

export const TicketSummary = z
  .object({
    id: z.number().int(),
    store: z.string().describe('Store name'),
    magasin_code: z.string(),
    purchased_at: z.string().describe('ISO instant'),
    kind: z.enum(['sale', 'return']),
    items: z.number().int().describe('Units bought (returned: negative)'),
    paid: z.number().int(),
    points_earned: z.number().int(),
  })
  .meta({ id: 'TicketSummary' });
export const TicketQuery = PageQuery.extend({ from: PlainDate.optional(), to: PlainDate.optional() });
export const TicketPage = paged(TicketSummary).meta({ id: 'TicketPage' });
export type TicketPage = z.infer<typeof TicketPage>;

export const TicketLine = z.object({
  sku: z.string(),
  name: z.string().describe('In the caller’s language when known'),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  catalogue_bonus: z.boolean().describe('The product was in the catalogue that day (bonus points)'),
});
export const TicketDetail = TicketSummary.extend({
  receipt_id: z.string().describe('The till’s receipt id'),
  store_address: z.string(),
  card_number: z.string().nullable(),
  lines: z.array(TicketLine),
  total: z.number().int(),
  discount: z.number().int(),
  offer: z.object({ code: z.string(), kind: OfferKind, label: z.string(), discount: z.number().int() }).nullable(),
  payment: z.string(),
  return_of: z.number().int().nullable().describe('Our id of the sale a return reverses'),
}).meta({ id: 'TicketDetail' });
export type TicketDetail = z.infer<typeof TicketDetail>;

/** 'ajouter un ticket': the code printed as a QR on a paper receipt made without the card. */
export const AttachCode = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12}$/, 'expected the 12 digits printed under the receipt’s QR'));
export const TicketAttachRequest = z.object({ code: AttachCode }).meta({ id: 'TicketAttachRequest' });
export type TicketAttachRequest = z.input<typeof TicketAttachRequest>;

// ---- Transactions, budget, dashboard ----

export const ActivityType = z.enum(['transaction', 'budget']);
export const Activity = z
  .object({
    id: z.string().describe('t<ticket id> or b<budget entry id>'),
    type: ActivityType,
    store: z.string().nullable().describe('Store name of a transaction; null for a budget entry (shown as « Budget affecté »)'),
    member: z.string().nullable().describe('Budget entry given to or received from a family member: their first name'),
    at: z.string().describe('ISO instant'),
    amount: z.number().int().describe('Signed millimes: − a purchase or budget given, + a return or budget received'),
    ticket_id: z.number().int().nullable(),
  })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof Activity>;
export const TransactionQuery = PageQuery.extend({
  type: z.enum(['all', 'transaction', 'budget']).default('all'),
  from: PlainDate.optional().describe('Inclusive, Tunis day'),
  to: PlainDate.optional().describe('Inclusive, Tunis day'),
});
export const TransactionPage = paged(Activity).meta({ id: 'TransactionPage' });
export type TransactionPage = z.infer<typeof TransactionPage>;

export const BudgetRequest = z
  .object({ amount: z.number().int().min(0).max(100_000_000).describe('This month’s grocery budget, millimes') })
  .meta({ id: 'BudgetRequest' });
export const BudgetAllocationRequest = z
  .object({ to_user_id: UserId, amount: z.number().int().min(1).max(100_000_000), request_id: RequestId })
  .meta({ id: 'BudgetAllocationRequest' });
export type BudgetAllocationRequest = z.input<typeof BudgetAllocationRequest>;
export const Budget = z
  .object({
    month: z.string().describe('YYYY-MM, Tunis'),
    own: z.number().int().describe('The budget the shopper set for the month'),
    given: z.number().int().describe('Allocated to family members'),
    received: z.number().int().describe('Allocated to the shopper by family'),
    allocated: z.number().int().describe('own − given + received'),
    spent: z.number().int().describe('Paid this month (returns deducted)'),
    remaining: z.number().int().describe('allocated − spent (negative: over budget)'),
  })
  .meta({ id: 'Budget' });
export type Budget = z.infer<typeof Budget>;

export const DashboardQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().describe('Default: this year in Tunis'),
});
export const Dashboard = z
  .object({
    year: z.number().int(),
    years: z.array(z.number().int()).describe('Years with receipts, newest first (this year always)'),
    months: z.array(z.number().int()).length(12).describe('Paid per month of `year`, January first, millimes'),
    previous_months: z.array(z.number().int()).length(12).describe('The same for year − 1'),
    total_year: z.number().int(),
    total_previous_year: z.number().int(),
    budget: Budget,
    transactions: z.number().int().describe('Number of transactions and budget entries, all time'),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof Dashboard>;

/** GET /wallet/home: the signed-in home's red header, recent activities and 12 months' chart. */
export const WalletHome = z
  .object({
    name: z.string(),
    tier: TierInfo,
    points: z.number().int(),
    balance: z.number().int().describe('« Solde actuel »: what the points are worth as a voucher, millimes'),
    recent: z.array(Activity).max(20).describe('Newest first: the app shows 4, then all'),
    chart: z.object({
      labels: z
        .array(z.string().regex(/^\d{4}-\d{2}$/))
        .length(12)
        .describe('The last 12 months, oldest first'),
      current: z.array(z.number().int()).length(12),
      previous: z.array(z.number().int()).length(12).describe('The same months a year before'),
    }),
  })
  .meta({ id: 'WalletHome' });
export type WalletHome = z.infer<typeof WalletHome>;

/** Staff issue a coupon or a voucher to a shopper (back office). */
export const StaffOfferRequest = z
  .object({
    user_id: UserId,
    kind: OfferKind,
    amount_type: z.enum(['amount', 'percent']),
    amount: z.number().int().min(1).max(100_000_000),
    min_purchase: z.number().int().min(0).max(100_000_000).default(0),
    cap: z.number().int().min(1).max(100_000_000).nullable().default(null),
    days: z.number().int().min(1).max(366),
    label: z.string().trim().min(1).max(80),
    label_ar: z.string().trim().min(1).max(80).optional(),
    description: z.string().trim().max(300).default(''),
    description_ar: z.string().trim().max(300).optional(),
    request_id: RequestId,
  })
  .refine((o) => o.amount_type === 'amount' || o.amount <= 100, { path: ['amount'], message: 'a percent is at most 100' })
  .meta({ id: 'StaffOfferRequest' });
export type StaffOfferRequest = z.input<typeof StaffOfferRequest>;
