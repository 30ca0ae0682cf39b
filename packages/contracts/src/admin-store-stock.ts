import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';

/**
 * Back office: a store's stock and last-chance offers as they are now (issue 15,
 * docs/back-office-content.md#a-stores-stock-and-last-chance). Admin, or the store's own manager.
 */

export const AdminStoreStockQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional().describe('Product name or brand, or the exact sku or EAN'),
  out: z.stringbool().optional().describe('true: only the products out of stock (0)'),
});
export type AdminStoreStockQuery = z.input<typeof AdminStoreStockQuery>;

export const AdminStockRow = z
  .object({
    sku: z.string(),
    ean: z.string(),
    name: z.string(),
    marque: z.string().nullable(),
    stock: z.number().int(),
    updated_at: z.string().describe('When the figure last changed (ISO instant)'),
  })
  .meta({ id: 'AdminStockRow' });
export type AdminStockRow = z.infer<typeof AdminStockRow>;

export const AdminStockPage = paged(AdminStockRow).meta({ id: 'AdminStockPage' });
export type AdminStockPage = z.infer<typeof AdminStockPage>;

export const AdminLastChanceRow = z
  .object({
    sku: z.string(),
    name: z.string(),
    nouveau_pv: z.number().int().describe('Millimes'),
    ancien_pv: z.number().int().describe('Millimes'),
    remise: z.number().int().describe('Percent'),
    stock: z.number().int(),
  })
  .meta({ id: 'AdminLastChanceRow' });
export type AdminLastChanceRow = z.infer<typeof AdminLastChanceRow>;

export const AdminLastChancePage = paged(AdminLastChanceRow).meta({ id: 'AdminLastChancePage' });
export type AdminLastChancePage = z.infer<typeof AdminLastChancePage>;
