import type { AdminOfferProductCreate, AdminOfferProductUpdate, MobileOfferKind } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

export const offerProductsKey = ['admin-mobile-offer-products'] as const;

/** GET /admin/mobile-offer/products: one page of live or archived lines, by kind. */
export function listOfferProducts(q: { page: number; pageSize: number; kind: MobileOfferKind | ''; archived: boolean }) {
  return call(ops.listAdminOfferProducts, {
    query: { page: q.page, pageSize: q.pageSize, archived: q.archived ? 'true' : 'false', ...(q.kind ? { kind: q.kind } : {}) },
  });
}

/** POST /admin/mobile-offer/products: a catalogue product (its code) joins the offer. */
export function createOfferProduct(body: AdminOfferProductCreate) {
  return call(ops.createAdminOfferProduct, { body });
}

/** PATCH /admin/mobile-offer/products/:sku: the changed fields only. */
export function updateOfferProduct(sku: string, body: AdminOfferProductUpdate) {
  return call(ops.updateAdminOfferProduct, { params: { sku }, body });
}

/** POST /admin/mobile-offer/products/:sku/archive: off the shoppers' list, or back on it. */
export function archiveOfferProduct(sku: string, archived: boolean) {
  return call(ops.archiveAdminOfferProduct, { params: { sku }, body: { archived } });
}
