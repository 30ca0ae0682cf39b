import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';
import { ProductSkuParams } from './product.ts';

/**
 * Back office: products (issue 15, docs/back-office-content.md#products). Roles admin and
 * marketing. Money in integer millimes.
 */

export const AdminProductQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional().describe('Name or brand (accent- and case-insensitive), or an exact sku or EAN'),
  category: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe('Only this category (CATEGORY_ID)'),
});
export type AdminProductQuery = z.input<typeof AdminProductQuery>;

export const AdminProduct = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    ean: z.string(),
    name: z.string(),
    marque: z.string().nullable(),
    size: z.string().nullable(),
    short_description: z.string(),
    short_description_ar: z.string().nullable(),
    description: z.string(),
    description_ar: z.string().nullable(),
    category_id: z.number().int(),
    category_name: z.string(),
    base_price: z.number().int().describe('Regular shelf price, millimes'),
    price: z.number().int().describe('Current price (= new_price), millimes'),
    old_price: z.number().int(),
    remise: z.number().int(),
    image: z.string().describe('URL of the picture the shopper sees'),
    image_version: z.number().int(),
    has_uploaded_image: z.boolean().describe('An uploaded photo replaces the drawn pack'),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductPage = paged(AdminProduct).meta({ id: 'AdminProductPage' });
export type AdminProductPage = z.infer<typeof AdminProductPage>;

export const AdminProductParams = ProductSkuParams;

const Name = z.string().trim().min(1).max(200);
const Text = z.string().trim().max(4000);
const Price = z.number().int().min(1).max(100_000_000).describe('Millimes');
const CategoryId = z.number().int().min(1).max(2_147_483_647);

export const AdminProductUpdate = z
  .object({
    name: Name.optional(),
    marque: z.string().trim().max(100).nullable().optional(),
    size: z.string().trim().max(60).nullable().optional(),
    short_description: Text.optional(),
    short_description_ar: Text.nullable().optional(),
    description: Text.optional(),
    description_ar: Text.nullable().optional(),
    category_id: CategoryId.optional(),
    base_price: Price.optional().describe('New shelf price: a current discount is kept only while it stays below it'),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'nothing to change')
  .meta({ id: 'AdminProductUpdate', examples: [{ name: 'Lait demi-écrémé', base_price: 1350 }] });
export type AdminProductUpdate = z.infer<typeof AdminProductUpdate>;

export const AdminProductCreate = z
  .object({
    ean: z
      .string()
      .trim()
      .regex(/^\d{13}$/, 'expected 13 digits')
      .describe('EAN-13, its check digit verified'),
    sku: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, 'expected digits')
      .optional()
      .describe('The chain’s article code (digits); generated when left out'),
    name: Name,
    marque: z.string().trim().max(100).nullable().optional(),
    size: z.string().trim().max(60).nullable().optional(),
    short_description: Text.default(''),
    short_description_ar: Text.nullable().optional(),
    description: Text.default(''),
    description_ar: Text.nullable().optional(),
    category_id: CategoryId,
    base_price: Price,
  })
  .meta({
    id: 'AdminProductCreate',
    examples: [{ ean: '6191234567897', name: 'Harissa du Cap Bon', marque: 'Sicam', size: '380 g', category_id: 530, base_price: 2350 }],
  });
export type AdminProductCreate = z.input<typeof AdminProductCreate>;

/** The multipart field of POST /admin/products/:sku/image. */
export const PRODUCT_IMAGE_FIELD = 'IMAGE';
