import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import { ScanRequest, ScanResponse } from '../scan.ts';
import { defineRoutes } from './define.ts';
import { open } from './shared.ts';

/** The scan routes (docs/api.md#the-route-table). */
export const scanApi = /* @__PURE__ */ defineRoutes(open('scan'), {
  scanBarcode: {
    method: 'POST',
    path: '/api/v1/scan',
    summary: 'A scanned barcode in a store → the product, its price there (last-chance price if any) and its stock there',
    body: ScanRequest,
    querystring: LangQuery,
    response: { 200: ScanResponse, 404: ApiError },
  },
});
