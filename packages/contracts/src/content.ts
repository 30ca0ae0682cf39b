import { z } from 'zod';
import { PageQuery, paged, PlainDate } from './pagination.ts';
import { Product } from './product.ts';

/** The texts shoppers read: terms of use, legal notices, privacy policy (docs/content.md#api). */
export const PublicContentDoc = z.enum(['cgu', 'legal', 'privacy']);
export type PublicContentDoc = z.infer<typeof PublicContentDoc>;
export const PublicContentParams = z.object({ doc: PublicContentDoc });

/**
 * The latest published version of a text, in both languages. The body is plain text: paragraphs
 * separated by a blank line, '## ' starts a heading; the contact e-mail is written out in it.
 */
export const ContentVersion = z
  .object({
    doc: PublicContentDoc,
    version: z.number().int().min(1),
    effective_on: PlainDate.describe('The day this version takes effect (Tunis)'),
    published_at: z.string().describe('ISO date-time of its publication'),
    body_fr: z.string(),
    body_ar: z.string(),
    contact_email: z.string().describe('The address the text names, to write as a mailto link'),
  })
  .meta({ id: 'ContentVersion' });
export type ContentVersion = z.infer<typeof ContentVersion>;

/** Where the signed-in shopper stands with the terms of use (docs/content.md#accepting-the-terms). */
export const TermsStatus = z
  .object({
    current_version: z.number().int().min(0).describe('The latest published cgu version (0: none published)'),
    accepted_version: z.number().int().min(0).describe('The highest version the caller accepted (0: never)'),
    needs_acceptance: z.boolean(),
  })
  .meta({ id: 'TermsStatus' });
export type TermsStatus = z.infer<typeof TermsStatus>;

export const TermsAccept = z.object({ version: z.number().int().min(1).max(1_000_000) }).strict();
export type TermsAccept = z.infer<typeof TermsAccept>;

/** The chain's social links and toll-free number, from the server's settings (docs/brands.md#rotary-menu). */
export const SocialNetwork = z.enum(['facebook', 'instagram', 'tiktok', 'youtube', 'linkedin', 'x']);
export type SocialNetwork = z.infer<typeof SocialNetwork>;
export const AppLinks = z
  .object({
    toll_free: z.string().describe('Toll-free number as dialled (digits)'),
    contact_email: z.string(),
    social: z.array(z.object({ network: SocialNetwork, url: z.string() })),
  })
  .meta({ id: 'AppLinks' });
export type AppLinks = z.infer<typeof AppLinks>;

/** One of the chain's own brands (docs/brands.md#which-brands). */
export const Brand = z
  .object({
    name: z.string().describe('As products.marque writes it'),
    product_count: z.number().int(),
    image: z.string().describe('URL of a product picture of this brand (our server)'),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof Brand>;
export const BrandPage = paged(Brand).meta({ id: 'BrandPage' });
export type BrandPage = z.infer<typeof BrandPage>;
export const BrandListQuery = PageQuery;

export const BrandParams = z.object({
  brand: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[^\p{Cc}]+$/u, 'invalid brand'),
});

/** A brand's products grouped by category (categories by name, products by name). */
export const BrandProducts = z
  .object({
    brand: z.string(),
    total: z.number().int(),
    groups: z.array(
      z.object({
        category_id: z.number().int(),
        category_name: z.string(),
        items: z.array(Product),
      }),
    ),
  })
  .meta({ id: 'BrandProducts' });
export type BrandProducts = z.infer<typeof BrandProducts>;
