import type { MobileOfferKind, MobileOfferProduct } from '@qadhya/contracts';

/** The filter tabs of produits-aziza-mobile: every product, or one kind. */
export type ProductTab = 'all' | MobileOfferKind;
export const PRODUCT_TABS: readonly ProductTab[] = ['all', 'phone', 'sim', 'recharge'];

export const kindOfTab = (tab: ProductTab): MobileOfferKind | undefined => (tab === 'all' ? undefined : tab);

/**
 * What is stored under local key `produit` before chose-gouvernorat (docs/shell.md#local-storage-keys):
 * the fields the store screens read (sku, name, image: lib/stores/selected-product.ts) and the
 * prices a detail screen shows.
 */
export function storedMobileProduct(p: MobileOfferProduct) {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    image: p.image || null,
    images: p.images,
    price: p.price,
    old_price: p.old_price,
    remise: p.remise,
    plus: p.plus,
    kind: p.kind,
  };
}

/** A discount is shown (badge and old price) only when the product is matched to a last-chance entry that lowers it. */
export const hasDiscount = (p: Pick<MobileOfferProduct, 'remise' | 'old_price' | 'price' | 'last_chance'>): boolean =>
  p.last_chance !== null && p.remise > 0 && p.old_price > p.price;
