import { ApiError, FeedResult, FeedStoreParams, ImportPreview, ImportQuery, RowsRejected } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, staffOf } from '../../plugins/staff-auth.ts';
import type { ImportKind } from './csv-import.ts';

const security = [{ staffAuth: [] }];
const tags = ['admin', 'integrations'];
const ROLES = ['admin', 'store_manager'] as const;
/** A CSV of 20,000 lines fits well below this. */
const CSV_BODY_LIMIT = 2 * 1024 * 1024;

const CsvBody = z.string().max(CSV_BODY_LIMIT).describe('The CSV text (UTF-8), header line first; `;` or `,` between values');

/**
 * The back office's CSV imports of a store's stock and last chance (docs/integrations.md#csv):
 * admin, or the store's own manager. The body is the file itself (text/csv).
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = app.services.imports;
  // This plugin's routes read the body as text (encapsulated: no other route accepts text/csv).
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_req, body, done) => done(null, body));

  const route = (kind: ImportKind, path: string, columns: string, summary: string, example: string) =>
    app.post(
      path,
      {
        config: { roles: ROLES },
        bodyLimit: CSV_BODY_LIMIT,
        schema: {
          tags,
          security,
          summary,
          description: `Columns: \`${columns}\`. ?mode=preview reads and checks every line and writes nothing; ?mode=apply writes all or nothing: one refused line → 422 listing every refused line (its line number in the file). A store manager imports only their own stores. Example:\n\n\`\`\`\n${example}\n\`\`\``,
          consumes: ['text/csv', 'text/plain'],
          params: FeedStoreParams,
          querystring: ImportQuery,
          body: CsvBody,
          response: {
            200: z.union([ImportPreview, FeedResult]),
            400: ApiError,
            401: ApiError.describe('UNAUTHORIZED'),
            403: ApiError.describe('FORBIDDEN: another role, or another store’s manager'),
            404: ApiError.describe('STORE_NOT_FOUND'),
            422: RowsRejected,
          },
        },
      },
      async (req, reply) => {
        const staff = staffOf(req);
        const { code } = req.params;
        if (staff.role === 'store_manager' && !staff.stores.includes(code)) throw forbidden();
        const actor = { staffId: staff.staffId, apiKeyId: null, ip: req.ip, source: 'csv' as const };
        const out = await imports.run(actor, kind, code, req.body, req.query.mode);
        return reply.code(out.status).send(out.body as never);
      },
    );

  route(
    'stock',
    '/admin/stores/:code/stock/import',
    'sku;stock',
    'Imports a store’s stock from a CSV (admin, the store’s manager): the listed skus’ figures; the others stay as they are',
    'sku;stock\n100001;24\n100002;0',
  );
  route(
    'last_chance',
    '/admin/stores/:code/last-chance/import',
    'sku;nouveau_pv;ancien_pv;stock',
    'Imports a store’s last-chance offers from a CSV (admin, the store’s manager): the file becomes the store’s whole list',
    'sku;nouveau_pv;ancien_pv;stock\n100001;1450;2900;6',
  );
};
