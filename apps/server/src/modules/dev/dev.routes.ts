import { ApiError, DevOutbox } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const OutboxQuery = z.object({
  phone: z.string().trim().regex(/^\d{8}$/, 'expected exactly 8 digits').optional().describe('Only the SMS sent to this phone'),
});

/**
 * Development and test helpers under /api/dev, registered only when NODE_ENV is not production.
 * GET /api/dev/outbox: the SMS the dev provider "sent" (the sign-in codes), newest first.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'SMS kept by the dev provider, newest first (absent in production)',
        querystring: OutboxQuery,
        response: { 200: DevOutbox, 400: ApiError },
      },
    },
    async (req) => ({ items: app.smsOutbox?.outbox(req.query.phone) ?? [] }),
  );
};
