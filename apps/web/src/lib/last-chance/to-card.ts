import type { LastChanceItem } from '@qadhya/contracts';

/** A last-chance offer as the shared product card reads it (new price, old price struck, discount): the last-chance list and a store page's offers. */
export function toCardProduct(item: LastChanceItem) {
  return {
    id: item.product_id,
    sku: item.ARTICLE,
    name: item.name,
    image: item.image,
    price: item.NOUVEAU_PV,
    old_price: item.ANCIEN_PV,
    remise: item.REMISE,
  };
}

/** What detail-lastchance reads from local key `produit`: the offer plus its card fields. */
export type StoredLastChance = Partial<LastChanceItem> & ReturnType<typeof toCardProduct> & { short_description?: string };

export function toStoredLastChance(item: LastChanceItem): StoredLastChance {
  return { ...item, ...toCardProduct(item), short_description: item.DESC_ARTICLE };
}
