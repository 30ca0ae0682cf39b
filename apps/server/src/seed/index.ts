import type { Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.ts';

/** Generates the demo data on first start (placeholder until the generator lands). */
export async function ensureDemoData(_database: Database, _clock: Clock, _log: FastifyBaseLogger): Promise<void> {}
