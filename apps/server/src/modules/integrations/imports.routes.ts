import { CSV_BODY_LIMIT, importsApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { forbidden, staffOf } from '../../plugins/staff-auth.ts';
import type { ImportKind } from './csv-import.ts';

const ROLES = ['admin', 'store_manager'] as const;

/**
 * The back office's CSV imports of a store's stock and last chance (docs/integrations.md#csv):
 * admin, or the store's own manager. The body is the file itself (text/csv).
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = app.services.imports;
  // This plugin's routes read the body as text (encapsulated: no other route accepts text/csv).
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  const route = (kind: ImportKind, def: (typeof importsApi)[keyof typeof importsApi]) =>
    app.route({
      ...routeOf(app, def),
      config: { roles: ROLES },
      bodyLimit: CSV_BODY_LIMIT,
      handler: async (req, reply) => {
        const staff = staffOf(req);
        const { code } = req.params;
        if (staff.role === 'store_manager' && !staff.stores.includes(code)) throw forbidden();
        const actor = { staffId: staff.staffId, apiKeyId: null, ip: req.ip, source: 'csv' as const };
        const out = await imports.run(actor, kind, code, req.body, req.query.mode);
        return reply.code(out.status).send(out.body as never);
      },
    });

  route('stock', importsApi.importStoreStock);
  route('last_chance', importsApi.importStoreLastChance);
};
