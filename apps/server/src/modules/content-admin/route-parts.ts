import { ApiError } from '@qadhya/contracts';
import type { FastifyRequest } from 'fastify';
import { staffOf } from '../../plugins/staff-auth.ts';
import type { Actor } from './row-errors.ts';

/** Shared bits of the back-office content routes (docs/back-office-content.md). */
export const staffAuth = [{ staffAuth: [] }];
export const guarded = {
  401: ApiError.describe('UNAUTHORIZED: no live staff session (a shopper token never is one)'),
  403: ApiError.describe('FORBIDDEN: the role does not allow this route'),
};
export const CONTENT_ROLES = ['admin', 'marketing'] as const;

/** Who writes, for the audit line. */
export const actorOf = (req: FastifyRequest): Actor => ({ staffId: staffOf(req).staffId, ip: req.ip });
