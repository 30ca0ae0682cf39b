import type { LastChanceFollows, LastChanceFollowsBody } from '@qadhya/contracts';

/** What PUT /last-chance/follows is sent to keep the shopper's follows as they are. */
export function bodyOf(follows: LastChanceFollows): Required<LastChanceFollowsBody> {
  return {
    stores: follows.stores.map((s) => s.MAGASIN),
    skus: follows.products.map((p) => p.ARTICLE),
    categories: follows.categories.map((c) => c.CATEGORY_ID),
  };
}

export const followsStore = (follows: LastChanceFollows | undefined, code: string | null) =>
  !!code && !!follows?.stores.some((s) => s.MAGASIN === code);

export const followsProduct = (follows: LastChanceFollows | undefined, sku: string) => !!follows?.products.some((p) => p.ARTICLE === sku);

const toggled = <T>(list: readonly T[], value: T, on: boolean) =>
  on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);

/** The follows with `code` followed or not (the other stores, products and categories kept). */
export function withStore(follows: LastChanceFollows, code: string, on: boolean): Required<LastChanceFollowsBody> {
  const body = bodyOf(follows);
  return { ...body, stores: toggled(body.stores, code, on) };
}

/**
 * The follows with the product `sku` followed or not. Following a product of a store the shopper
 * does not follow follows that store too (else the product would never be told of).
 */
export function withProduct(follows: LastChanceFollows, sku: string, store: string | null, on: boolean): Required<LastChanceFollowsBody> {
  const body = bodyOf(follows);
  return {
    ...body,
    skus: toggled(body.skus, sku, on),
    stores: on && store ? toggled(body.stores, store, true) : body.stores,
  };
}
