import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { FeedResult, FeedStoreParams, ImportPreview, ImportQuery, RowsRejected } from '../integrations.ts';
import { defineRoutes, type RouteEntry } from './define.ts';
import { staffOnly } from './shared.ts';

/** A CSV of 20,000 lines fits well below this. */
export const CSV_BODY_LIMIT = 2 * 1024 * 1024;

const CsvBody = z.string().max(CSV_BODY_LIMIT).describe('The CSV text (UTF-8), header line first; `;` or `,` between values');

/** A CSV import of one store (admin, or the store's own manager): the body is the file itself (text/csv). */
const csvImport = (path: string, columns: string, summary: string, example: string) =>
  ({
    method: 'POST',
    path,
    summary,
    description: `Columns: \`${columns}\`. ?mode=preview reads and checks every line and writes nothing; ?mode=apply writes all or nothing: one refused line → 422 listing every refused line (its line number in the file). A store manager imports only their own stores. Example:\n\n\`\`\`\n${example}\n\`\`\``,
    consumes: ['text/csv', 'text/plain'],
    params: FeedStoreParams,
    querystring: ImportQuery,
    body: CsvBody,
    response: {
      200: z.union([ImportPreview, FeedResult]),
      401: ApiError.describe('UNAUTHORIZED'),
      403: ApiError.describe('FORBIDDEN: another role, or another store’s manager'),
      404: ApiError.describe('STORE_NOT_FOUND'),
      422: RowsRejected,
    },
  }) satisfies RouteEntry;

/** The back office's CSV imports of a store's stock and last chance (docs/integrations.md#csv). */
export const importsApi = /* @__PURE__ */ defineRoutes(staffOnly('admin', 'integrations'), {
  importStoreStock: csvImport(
    '/api/v1/admin/stores/:code/stock/import',
    'sku;stock',
    'Imports a store’s stock from a CSV (admin, the store’s manager): the listed skus’ figures; the others stay as they are',
    'sku;stock\n100001;24\n100002;0',
  ),
  importStoreLastChance: csvImport(
    '/api/v1/admin/stores/:code/last-chance/import',
    'sku;nouveau_pv;ancien_pv;stock',
    'Imports a store’s last-chance offers from a CSV (admin, the store’s manager): the file becomes the store’s whole list',
    'sku;nouveau_pv;ancien_pv;stock\n100001;1450;2900;6',
  ),
});
