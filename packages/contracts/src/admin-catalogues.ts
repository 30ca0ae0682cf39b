import { z } from 'zod';
import { CatalogueImage } from './catalogue.ts';
import { PageQuery, PlainDate, paged } from './pagination.ts';
import { CATALOGUE_FILE_MAX_BYTES } from './upload-limits.ts';

/**
 * Catalogue administration (issue 15, docs/catalogue-admin.md): a week's catalogue is created
 * unpublished, gets its pages (a PDF rendered on the server, or images), its product zones with the
 * week's prices, then is published. Roles: admin and marketing.
 */

/**
 * Uploading pages: `POST /admin/catalogues/:id/pages`, multipart/form-data, either one PDF (each page
 * rendered to an image on the server) or one to 40 images (PNG, JPEG or WebP, in page order), all in
 * fields named `file`. The upload replaces every page of the catalogue; zones on pages that no longer
 * exist are removed. Answer: AdminCatalogueDetail.
 */
/** Size limits of an upload. */
export const CATALOGUE_UPLOAD = {
  /** Largest PDF or image file, bytes. */
  maxFileBytes: CATALOGUE_FILE_MAX_BYTES,
  /** Most pages a catalogue can have (the table's check). */
  maxPages: 40,
  /** Longest side of a stored page image, pixels. */
  maxPixels: 2000,
} as const;

/** Most zones on one page. */
export const CATALOGUE_MAX_ZONES_PER_PAGE = 60;

export const CatalogueStatus = z.enum(['draft', 'published']).describe('draft: not shown to shoppers; published: shown by the week rules');
export type CatalogueStatus = z.infer<typeof CatalogueStatus>;

const Title = z.string().trim().min(1).max(120);
/** The Arabic title: may be empty, the app then shows the French one (docs/architecture.md#languages). */
const TitleAr = z.string().trim().max(120);
const Theme = z.string().trim().min(1).max(60).describe('A short free text, e.g. "Spécial rentrée"');
const Millimes = z.number().int().min(1).max(100_000_000).describe('Integer millimes (1 TND = 1000)');

export const AdminCatalogue = z
  .object({
    id: z.number().int().describe('ISO week-year × 100 + ISO week of the start, e.g. 202648'),
    name: z.string().describe('French title'),
    name_ar: z.string().nullable().describe('Arabic title'),
    theme: z.string().nullable(),
    week: z.number().int().describe('ISO week of the start (Wednesday)'),
    year: z.string().describe('2-digit ISO week-year'),
    iso_year: z.number().int(),
    oc_debut: z.string().describe('Start, Tunis wall time "YYYY-MM-DD 00:00:00" (a Wednesday)'),
    oc_fin: z.string().describe('End, Tunis wall time "YYYY-MM-DD 23:59:59" (the Tuesday after)'),
    visible_from: z.string().describe('When shoppers see it once published: Tunis wall time, the Tuesday 13:00:00 before the start'),
    status: CatalogueStatus,
    published_at: z.string().nullable().describe('ISO instant of the last publication, null while a draft'),
    page_count: z.number().int(),
    product_count: z.number().int(),
    pages_uploaded: z.boolean().describe('true: pages are uploaded images; false: drawn by the server (or none yet)'),
    cover: z.string().nullable().describe('Cover image URL (the first page), null without pages'),
  })
  .meta({ id: 'AdminCatalogue' });
export type AdminCatalogue = z.infer<typeof AdminCatalogue>;

export const AdminCatalogueListQuery = PageQuery.extend({
  status: CatalogueStatus.optional(),
});
export const AdminCatalogueList = paged(AdminCatalogue).meta({ id: 'AdminCatalogueList' });
export type AdminCatalogueList = z.infer<typeof AdminCatalogueList>;

/**
 * The catalogue with its pages exactly as the shopper's flipbook gets them (`GET /catalogues/images`:
 * image URL + zones in the page's 350×500 units), whatever its status: this is the preview.
 */
export const AdminCatalogueDetail = AdminCatalogue.extend({
  pages: z.array(CatalogueImage),
}).meta({ id: 'AdminCatalogueDetail' });
export type AdminCatalogueDetail = z.infer<typeof AdminCatalogueDetail>;

/** The week: either an ISO year + ISO week, or any date inside the catalogue week (Wednesday → Tuesday). */
export const AdminCatalogueCreateRequest = z
  .object({
    name: Title,
    name_ar: TitleAr,
    theme: Theme.nullable().optional(),
    iso_year: z.number().int().min(2000).max(2099).optional(),
    week: z.number().int().min(1).max(53).optional().describe("ISO week of the catalogue's Wednesday"),
    date: PlainDate.optional().describe('Any day of the catalogue week (Wednesday → Tuesday)'),
  })
  .refine((b) => (b.date !== undefined) !== (b.iso_year !== undefined && b.week !== undefined), {
    message: 'give either date, or iso_year and week',
  })
  .meta({
    id: 'AdminCatalogueCreateRequest',
    examples: [{ name: 'Les prix fous', name_ar: 'أسعار مجنونة', theme: 'Spécial rentrée', date: '2026-11-25' }],
  });
export type AdminCatalogueCreateRequest = z.infer<typeof AdminCatalogueCreateRequest>;

export const AdminCatalogueUpdateRequest = z
  .object({ name: Title.optional(), name_ar: TitleAr.optional(), theme: Theme.nullable().optional() })
  .refine((b) => b.name !== undefined || b.name_ar !== undefined || b.theme !== undefined, 'nothing to change')
  .meta({ id: 'AdminCatalogueUpdateRequest' });
export type AdminCatalogueUpdateRequest = z.infer<typeof AdminCatalogueUpdateRequest>;

export const AdminCatalogueIdParams = z.object({ id: z.coerce.number().int().min(1).max(999_999) });
export const AdminCataloguePageParams = AdminCatalogueIdParams.extend({
  page: z.coerce.number().int().min(1).max(CATALOGUE_UPLOAD.maxPages),
});
export const AdminCatalogueProductParams = AdminCatalogueIdParams.extend({
  sku: z.string().regex(/^\d{1,20}$/, 'expected an article code (digits)'),
});

/**
 * A product zone of a page: a rectangle in the page's 350×500 units (x, y from the top left) that
 * opens the product, with the catalogue's price for the week. remise is computed by the server.
 */
export const AdminZoneInput = z
  .object({
    sku: z.string().regex(/^\d{1,20}$/, 'expected an article code (digits)'),
    x: z.number().min(0).max(350),
    y: z.number().min(0).max(500),
    w: z.number().min(1).max(350),
    h: z.number().min(1).max(500),
    price: Millimes.describe("The week's price, millimes"),
    old_price: Millimes.describe('The crossed-out price, millimes (≥ price)'),
  })
  .refine((z) => z.x + z.w <= 350 && z.y + z.h <= 500, 'the zone must lie inside the 350×500 page')
  .refine((z) => z.old_price >= z.price, 'old_price must be at least price');
export type AdminZoneInput = z.infer<typeof AdminZoneInput>;

export const AdminZonesRequest = z.object({ zones: z.array(AdminZoneInput).max(CATALOGUE_MAX_ZONES_PER_PAGE) }).meta({
  id: 'AdminZonesRequest',
  examples: [{ zones: [{ sku: '100123', x: 10, y: 70, w: 160, h: 130, price: 2450, old_price: 2990 }] }],
});
export type AdminZonesRequest = z.infer<typeof AdminZonesRequest>;

/** A catalogue product: its zone and its prices. */
export const AdminCatalogueProduct = z
  .object({
    product_id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    page: z.number().int(),
    position: z.number().int(),
    x: z.number(),
    y: z.number(),
    w: z.number(),
    h: z.number(),
    price: z.number().int(),
    old_price: z.number().int(),
    remise: z.number().int().describe('round((old_price − price) / old_price × 100)'),
  })
  .meta({ id: 'AdminCatalogueProduct' });
export type AdminCatalogueProduct = z.infer<typeof AdminCatalogueProduct>;

export const AdminZonesResponse = z
  .object({ page: z.number().int(), zones: z.array(AdminCatalogueProduct) })
  .meta({ id: 'AdminZonesResponse' });
export type AdminZonesResponse = z.infer<typeof AdminZonesResponse>;

export const AdminCatalogueProductList = paged(AdminCatalogueProduct).meta({ id: 'AdminCatalogueProductList' });
export type AdminCatalogueProductList = z.infer<typeof AdminCatalogueProductList>;

export const AdminCatalogueProductsQuery = PageQuery.extend({
  page_number: z.coerce.number().int().min(1).max(CATALOGUE_UPLOAD.maxPages).optional().describe('Only this page of the catalogue'),
});

export const AdminCataloguePriceRequest = z
  .object({ price: Millimes.optional(), old_price: Millimes.optional() })
  .refine((b) => b.price !== undefined || b.old_price !== undefined, 'nothing to change')
  .meta({ id: 'AdminCataloguePriceRequest', examples: [{ price: 2450, old_price: 2990 }] });
export type AdminCataloguePriceRequest = z.infer<typeof AdminCataloguePriceRequest>;
