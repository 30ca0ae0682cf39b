import { LangQuery } from '../lang.ts';
import { CategoriesResponse, GovernoratesResponse } from '../reference.ts';
import { defineRoutes } from './define.ts';
import { open } from './shared.ts';

/** The reference routes (docs/api.md#the-route-table). */
export const referenceApi = /* @__PURE__ */ defineRoutes(open('reference'), {
  listCategories: {
    method: 'GET',
    path: '/api/v1/categories',
    summary: "Product categories (the chain's ids: food 515–618, hygiene 622/642/650, non-food, 695, 726, default 0)",
    querystring: LangQuery,
    response: { 200: CategoriesResponse },
  },
  listGovernorates: {
    method: 'GET',
    path: '/api/v1/governorates',
    summary: 'The 24 governorates with their delegations and store counts',
    response: { 200: GovernoratesResponse },
  },
});
