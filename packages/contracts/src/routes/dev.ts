import { z } from 'zod';
import { DevOutbox } from '../auth.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';

const OutboxQuery = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\d{8}$/, 'expected exactly 8 digits')
    .describe('The SMS sent to this phone (required)'),
});

/** The dev routes answer 404 where they are not served (in production, or to another address than loopback). */
const devOnly = { tags: ['dev'], answers: { 404: ApiError } } as const;

/** The dev routes (docs/api.md#the-route-table). */
export const devApi = /* @__PURE__ */ defineRoutes(devOnly, {
  getDevOutbox: {
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'SMS kept by the dev provider for one phone, newest first (loopback only; absent in production)',
    querystring: OutboxQuery,
    response: { 200: DevOutbox },
  },
  getDevEmails: {
    method: 'GET',
    path: '/api/dev/emails',
    summary: 'E-mails kept by the dev provider for one address, newest first (loopback only; absent in production)',
    querystring: z.object({ to: z.email().max(254).describe('The e-mails sent to this address (required)') }),
    response: {
      200: z.object({
        items: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), purpose: z.string(), sent_at: z.string() })),
      }),
    },
  },
  advanceDevClock: {
    method: 'POST',
    path: '/api/dev/clock/advance',
    summary: "Moves the test server's clock forward (NODE_ENV=test, loopback only)",
    body: z.object({
      seconds: z
        .number()
        .int()
        .min(1)
        .max(7 * 86_400),
    }),
    response: { 200: z.object({ now: z.string() }) },
  },
});
