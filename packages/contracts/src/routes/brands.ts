import { BrandListQuery, BrandPage, BrandParams, BrandProducts } from '../content.ts';
import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import { defineRoutes } from './define.ts';
import { notModified, open } from './shared.ts';

/** The brands routes (docs/api.md#the-route-table). */
export const brandsApi = /* @__PURE__ */ defineRoutes(open('brands'), {
  listOwnBrands: {
    method: 'GET',
    path: '/api/v1/brands',
    summary: "The chain's own brands (OWN_BRANDS found in products.marque), each with its product count and a product picture",
    querystring: BrandListQuery,
    response: { 200: BrandPage, 304: notModified },
  },
  listBrandProducts: {
    method: 'GET',
    path: '/api/v1/brands/:brand/products',
    summary: "One of the chain's own brands: its products grouped by category (categories and names in ?lang)",
    params: BrandParams,
    querystring: LangQuery,
    response: { 200: BrandProducts, 304: notModified, 404: ApiError },
  },
});
