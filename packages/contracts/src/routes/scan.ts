import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import { ScanRequest, ScanResponse } from '../scan.ts';
import { defineRoutes } from './define.ts';

/** The scan routes (docs/api.md#the-route-table). */
export const scanApi = /* @__PURE__ */ defineRoutes({
  scanBarcode: {
    method: 'POST',
    path: '/api/v1/scan',
    tags: ['scan'],
    summary: 'A scanned barcode in a store → the product, its price there (last-chance price if any) and its stock there',
    body: ScanRequest,
    querystring: LangQuery,
    response: { 200: ScanResponse, 400: ApiError, 404: ApiError, 500: ApiError },
  },
});
