import { z } from 'zod';

/** Reference data: categories (the spec's fields) and governorates with their delegations. */

export const Category = z
  .object({
    ID: z.number().int(),
    CATEGORY_ID: z.number().int(),
    CATEGORY_NAME: z.string(),
    ID_PARENT: z.number().int().nullable(),
    IMAGE: z.string().nullable(),
    kind: z.enum(['group', 'food', 'hygiene', 'nonfood', 'special', 'default']),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const CategoriesResponse = z.object({ items: z.array(Category) });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

export const Delegation = z
  .object({
    id: z.number().int(),
    name: z.string().describe('French name, e.g. "La Soukra"'),
    nameAr: z.string(),
    postalCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    storeCount: z.number().int(),
  })
  .meta({ id: 'Delegation' });
export type Delegation = z.infer<typeof Delegation>;

export const Governorate = z
  .object({
    id: z.number().int(),
    code: z.string().describe('ISO 3166-2, e.g. TN-12'),
    gouvernorat: z.string().describe('French name, e.g. "Ariana"'),
    nameAr: z.string(),
    storeCount: z.number().int(),
    delegations: z.array(Delegation),
  })
  .meta({ id: 'Governorate' });
export type Governorate = z.infer<typeof Governorate>;

export const GovernoratesResponse = z.object({ items: z.array(Governorate) });
export type GovernoratesResponse = z.infer<typeof GovernoratesResponse>;
