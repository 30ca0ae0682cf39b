import type { FastifyRequest } from 'fastify';
import { staffOf } from '../../plugins/staff-auth.ts';
import type { Actor } from './row-errors.ts';

/** Shared bits of the back-office content routes (docs/back-office-content.md); their schemas' shared pieces are in the route table (docs/api.md#the-route-table). */
export const CONTENT_ROLES = ['admin', 'marketing'] as const;

/** Who writes, for the audit line. */
export const actorOf = (req: FastifyRequest): Actor => ({ staffId: staffOf(req).staffId, ip: req.ip });
