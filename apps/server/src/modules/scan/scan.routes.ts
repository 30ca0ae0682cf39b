import { ApiError, ScanRequest, ScanResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createScanRepository } from './scan.repository.ts';
import { createScanService } from './scan.service.ts';

/** POST /scan. */
export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  const scan = createScanService(createScanRepository(app.database.db));

  app.post(
    '/scan',
    {
      schema: {
        tags: ['scan'],
        summary: 'A scanned barcode in a store → the product, its price there (last-chance price if any) and its stock there',
        body: ScanRequest,
        response: { 200: ScanResponse, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req) => scan.scan(req.body.CODE_PRODUIT, req.body.MAGASIN_ID),
  );
};
