import { z } from 'zod';
import { MagasinCode } from './stores.ts';

/** The shopper's store kept on the server (docs/stores.md#the-shoppers-store). */
export const ShopperStore = z
  .object({
    magasin_code: z.string().nullable().describe('The store the app chose for this shopper; null: none yet'),
  })
  .meta({ id: 'ShopperStore' });
export type ShopperStore = z.infer<typeof ShopperStore>;

/** PUT /users/me/store: the store the app has chosen, or null to forget it. */
export const ShopperStoreBody = z
  .object({
    magasin_code: MagasinCode.nullable().describe('A store code (GET /stores), or null to forget the store'),
  })
  .strict()
  .meta({ id: 'ShopperStoreBody' });
export type ShopperStoreBody = z.input<typeof ShopperStoreBody>;
