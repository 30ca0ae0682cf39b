import { z } from 'zod';

/**
 * Back office: the home's figures (issue 15, docs/back-office-content.md#dashboard). Roles admin
 * and marketing see everything; a store manager sees only the stock-outs of their stores.
 */

export const DashboardCount = z.object({
  today: z.number().int().describe('Today in Tunis'),
  last_7_days: z.number().int().describe('Today and the 6 days before (Tunis days)'),
});

export const AdminDashboard = z
  .object({
    today: z.string().describe('YYYY-MM-DD in Tunis'),
    shoppers_active: DashboardCount.nullable().describe('Distinct shoppers who used the app (null for a store manager)'),
    scans: DashboardCount.nullable().describe('Barcode scans answered (null for a store manager)'),
    top_favourites: z
      .array(z.object({ sku: z.string(), name: z.string(), favourites: z.number().int() }))
      .describe('The 10 products in the most favourite lists (empty for a store manager)'),
    stock_outs: z.object({
      catalogue_id: z.number().int().nullable().describe('The current week’s catalogue, null when none'),
      count: z.number().int().describe('(store, product) pairs of the current catalogue with stock 0'),
      items: z
        .array(z.object({ magasin_code: z.string(), storename: z.string(), sku: z.string(), name: z.string() }))
        .describe('The first 20'),
    }),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof AdminDashboard>;
