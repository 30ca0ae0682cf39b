import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';
import { MagasinCode } from './stores.ts';
import { OpeningHours } from './opening-hours.ts';

/**
 * Back office: stores (issue 15, docs/back-office-content.md#stores). Role admin; a store manager
 * may read their own stores.
 */

export const AdminStoreQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional().describe('Store name, delegation or code'),
});
export type AdminStoreQuery = z.input<typeof AdminStoreQuery>;

export const AdminStore = z
  .object({
    magasin_code: z.string(),
    storename: z.string(),
    storename_ar: z.string().nullable(),
    address: z.string(),
    address_ar: z.string().nullable(),
    phone: z.string(),
    city: z.string().describe('Delegation'),
    region_name: z.string().describe('Governorate'),
    latitude: z.number(),
    longitude: z.number(),
    opening_hours: OpeningHours,
    temporarily_closed: z.boolean(),
  })
  .meta({ id: 'AdminStore' });
export type AdminStore = z.infer<typeof AdminStore>;

export const AdminStorePage = paged(AdminStore).meta({ id: 'AdminStorePage' });
export type AdminStorePage = z.infer<typeof AdminStorePage>;

export const AdminStoreParams = z.object({ code: MagasinCode });

/** Tunisia's bounding box: a store outside it is a typo. */
export const TUNISIA_BOUNDS = { minLat: 30.2, maxLat: 37.6, minLng: 7.5, maxLng: 11.7 } as const;

/** A new store (admin): its delegation gives the city and governorate the app shows. */
export const AdminStoreCreate = z
  .object({
    magasin_code: MagasinCode.transform((c) => c.toUpperCase()).describe('The chain’s own store code, as its tills and ERP know it'),
    storename: z.string().trim().min(1).max(120),
    storename_ar: z.string().trim().max(120).nullable().optional(),
    address: z.string().trim().min(1).max(300),
    address_ar: z.string().trim().max(300).nullable().optional(),
    postal_code: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'expected 4 digits')
      .optional()
      .describe('Default: the delegation’s'),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{8,20}$/, 'expected a phone number'),
    delegation_id: z.number().int().positive(),
    latitude: z.number().min(TUNISIA_BOUNDS.minLat).max(TUNISIA_BOUNDS.maxLat).describe('Inside Tunisia'),
    longitude: z.number().min(TUNISIA_BOUNDS.minLng).max(TUNISIA_BOUNDS.maxLng).describe('Inside Tunisia'),
    opening_hours: OpeningHours.optional().describe('Default: 8h to 22h every day'),
  })
  .meta({
    id: 'AdminStoreCreate',
    examples: [
      {
        magasin_code: 'AR12',
        storename: 'Qadhya La Soukra',
        storename_ar: 'قضيّة السكرة',
        address: 'Avenue de l’UMA, La Soukra',
        phone: '+216 70 000 000',
        delegation_id: 1203,
        latitude: 36.8756,
        longitude: 10.2312,
      },
    ],
  });
export type AdminStoreCreate = z.infer<typeof AdminStoreCreate>;

export const AdminStoreUpdate = z
  .object({
    storename: z.string().trim().min(1).max(120).optional(),
    storename_ar: z.string().trim().max(120).nullable().optional(),
    address: z.string().trim().min(1).max(300).optional(),
    address_ar: z.string().trim().max(300).nullable().optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{8,20}$/, 'expected a phone number')
      .optional(),
    latitude: z.number().min(TUNISIA_BOUNDS.minLat).max(TUNISIA_BOUNDS.maxLat).optional().describe('Inside Tunisia'),
    longitude: z.number().min(TUNISIA_BOUNDS.minLng).max(TUNISIA_BOUNDS.maxLng).optional().describe('Inside Tunisia'),
    opening_hours: OpeningHours.optional(),
    temporarily_closed: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'nothing to change')
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), 'latitude and longitude go together')
  .meta({ id: 'AdminStoreUpdate', examples: [{ temporarily_closed: true }] });
export type AdminStoreUpdate = z.infer<typeof AdminStoreUpdate>;
