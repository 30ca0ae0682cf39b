import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';
import { MagasinCode } from './stores.ts';

/**
 * The chain's systems (ERP, tills, store systems) feed the app through keyed integration APIs
 * (issue 15, docs/integrations.md): API keys with scopes and an optional store binding, idempotent
 * feed writes validated row by row, and the back office's CSV imports of the same rows.
 */
export const API_SCOPES = ['stock:write', 'last_chance:write', 'products:write', 'receipts:write'] as const;
export const ApiScope = z.enum(API_SCOPES);
export type ApiScope = z.infer<typeof ApiScope>;

const Sku = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid sku');
/** A price in integer millimes (1 DT = 1000). */
const Millimes = z.number().int().min(1).max(100_000_000);
const StockCount = z.number().int().min(0).max(1_000_000);

// ---- API keys (back office, admin) ----

export const ApiKey = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().describe('The key’s first characters, to tell keys apart (never the key)'),
    scopes: z.array(ApiScope),
    stores: z.array(z.string()).describe('Magasin codes the key may write; empty: every store'),
    created_by: z.number().int().nullable(),
    created_at: z.string(),
    last_used_at: z.string().nullable().describe('Within a minute'),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyCreateRequest = z
  .object({
    name: z.string().trim().min(1).max(100),
    scopes: z
      .array(ApiScope)
      .min(1)
      .max(API_SCOPES.length)
      .refine((s) => new Set(s).size === s.length, 'a scope is listed twice'),
    stores: z.array(MagasinCode).max(500).default([]).describe('Bind the key to these stores (empty: every store)'),
  })
  .meta({
    id: 'ApiKeyCreateRequest',
    examples: [{ name: 'Caisse TN0001', scopes: ['stock:write', 'last_chance:write'], stores: ['TN0001'] }],
  });
export type ApiKeyCreateRequest = z.input<typeof ApiKeyCreateRequest>;

export const ApiKeyCreated = z
  .object({ api_key: ApiKey, key: z.string().describe('Shown once: only its SHA-256 is kept') })
  .meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const ApiKeyQuery = PageQuery.extend({
  revoked: z.enum(['true', 'false']).optional().describe('Only revoked (true) or live (false) keys'),
});
export const ApiKeyPage = paged(ApiKey).meta({ id: 'ApiKeyPage' });
export type ApiKeyPage = z.infer<typeof ApiKeyPage>;
export const ApiKeyIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// ---- Rows of the feeds and the CSV imports ----

/** Why a row was refused (docs/integrations.md#row-errors). */
export const ROW_ERROR_CODES = [
  'SKU_UNKNOWN',
  'SKU_DUPLICATE',
  'STOCK_NEGATIVE',
  'VALUE_INVALID',
  'VALUE_MISSING',
  'COLUMNS_INVALID',
  'PRICE_NOT_DISCOUNTED',
  'PRICE_ABOVE_BASE',
  'DISCOUNT_TOO_LARGE',
] as const;
export const RowErrorCode = z.enum(ROW_ERROR_CODES);
export type RowErrorCode = z.infer<typeof RowErrorCode>;

export const RowError = z
  .object({
    index: z.number().int().describe('0-based index of the row in `rows` (CSV: of the data line)'),
    line: z.number().int().optional().describe('CSV only: the line number in the file (the header is line 1)'),
    sku: z.string().nullable(),
    field: z.string().nullable().describe('The refused field or column, when one is'),
    code: RowErrorCode,
    message: z.string(),
  })
  .meta({ id: 'RowError' });
export type RowError = z.infer<typeof RowError>;

/** 422 ROWS_INVALID: every refused row; nothing was written. */
export const RowsRejected = z.object({ code: z.literal('ROWS_INVALID'), message: z.string(), errors: z.array(RowError) }).meta({
  id: 'RowsRejected',
  examples: [
    {
      code: 'ROWS_INVALID',
      message: '1 row refused: nothing was written.',
      errors: [{ index: 1, sku: '999999', field: 'sku', code: 'SKU_UNKNOWN', message: 'No product has this sku.' }],
    },
  ],
});
export type RowsRejected = z.infer<typeof RowsRejected>;

/** What a feed write (or an applied import) did. */
export const FeedResult = z
  .object({
    applied: z.literal(true),
    rows: z.number().int().describe('Rows received'),
    written: z.number().int().describe('Rows inserted or changed'),
    removed: z.number().int().describe('Stock set to 0 (stock snapshot) or offers removed (last chance)'),
  })
  .meta({ id: 'FeedResult', examples: [{ applied: true, rows: 2, written: 2, removed: 0 }] });
export type FeedResult = z.infer<typeof FeedResult>;

export const StockSnapshotRow = z.object({ sku: Sku, stock: StockCount });
export const StockSnapshotRequest = z.object({ rows: z.array(StockSnapshotRow).max(20_000) }).meta({
  id: 'StockSnapshotRequest',
  examples: [
    {
      rows: [
        { sku: '100001', stock: 24 },
        { sku: '100002', stock: 0 },
      ],
    },
  ],
});
export type StockSnapshotRequest = z.infer<typeof StockSnapshotRequest>;

export const StockDeltaRow = z.object({
  sku: Sku,
  delta: z.number().int().min(-1_000_000).max(1_000_000).describe('Added to the store’s stock (negative: sold or removed)'),
});
export const StockDeltaRequest = z.object({ rows: z.array(StockDeltaRow).min(1).max(5_000) }).meta({
  id: 'StockDeltaRequest',
  examples: [
    {
      rows: [
        { sku: '100001', delta: -3 },
        { sku: '100002', delta: 12 },
      ],
    },
  ],
});
export type StockDeltaRequest = z.infer<typeof StockDeltaRequest>;

export const LastChanceOfferRow = z.object({
  sku: Sku,
  nouveau_pv: Millimes.describe('The clearance price (millimes)'),
  ancien_pv: Millimes.describe('The price before (millimes); above nouveau_pv'),
  stock: z.number().int().min(1).max(1_000_000),
});
export type LastChanceOfferRow = z.infer<typeof LastChanceOfferRow>;
export const LastChanceSnapshotRequest = z
  .object({ rows: z.array(LastChanceOfferRow).max(5_000) })
  .meta({ id: 'LastChanceSnapshotRequest', examples: [{ rows: [{ sku: '100001', nouveau_pv: 1450, ancien_pv: 2900, stock: 6 }] }] });
export type LastChanceSnapshotRequest = z.infer<typeof LastChanceSnapshotRequest>;

export const LastChancePatchRow = z.union([
  LastChanceOfferRow,
  z.object({ sku: Sku, remove: z.literal(true).describe('Ends the store’s offer of this sku') }),
]);
export type LastChancePatchRow = z.infer<typeof LastChancePatchRow>;
export const LastChancePatchRequest = z.object({ rows: z.array(LastChancePatchRow).min(1).max(5_000) }).meta({
  id: 'LastChancePatchRequest',
  examples: [
    {
      rows: [
        { sku: '100001', nouveau_pv: 1200, ancien_pv: 2900, stock: 4 },
        { sku: '100002', remove: true },
      ],
    },
  ],
});
export type LastChancePatchRequest = z.infer<typeof LastChancePatchRequest>;

export const ProductFeedRow = z
  .object({
    sku: Sku,
    base_price: Millimes.optional().describe('The regular shelf price (millimes)'),
    price: Millimes.optional().describe('The selling price now (millimes), at most base_price: below it is a discount'),
    name: z.string().trim().min(1).max(200).optional(),
    marque: z.string().trim().max(100).nullable().optional(),
    size: z.string().trim().max(50).nullable().optional(),
  })
  .refine((r) => Object.keys(r).some((k) => k !== 'sku'), 'nothing to change');
export type ProductFeedRow = z.infer<typeof ProductFeedRow>;
export const ProductFeedRequest = z.object({ rows: z.array(ProductFeedRow).min(1).max(2_000) }).meta({
  id: 'ProductFeedRequest',
  examples: [
    {
      rows: [
        { sku: '100001', base_price: 2350 },
        { sku: '100002', price: 990, name: 'Lait demi-écrémé 1 L' },
      ],
    },
  ],
});
export type ProductFeedRequest = z.infer<typeof ProductFeedRequest>;

export const FeedStoreParams = z.object({ code: MagasinCode });

export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required on every write: 1 to 100 of A–Z a–z 0–9 _ - . : (missing → 400 IDEMPOTENCY_KEY_REQUIRED). Kept 24 h.'),
});

// ---- CSV imports (back office) ----

export const ImportQuery = z.object({
  mode: z.enum(['preview', 'apply']).default('preview').describe('preview: parse and check, write nothing; apply: all or nothing'),
});

/** A CSV line as read (preview). */
export const ImportPreviewRow = z.object({
  line: z.number().int(),
  sku: z.string(),
  stock: z.number().int().nullable(),
  nouveau_pv: z.number().int().nullable().optional(),
  ancien_pv: z.number().int().nullable().optional(),
});

export const ImportPreview = z
  .object({
    mode: z.literal('preview'),
    rows: z.array(ImportPreviewRow),
    errors: z.array(RowError).describe('Every refused line; apply writes nothing while there is one'),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof ImportPreview>;
