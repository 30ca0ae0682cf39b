import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Placeholder: the uploads storage and GET /uploads/* land with issue 5. */
export const uploadsPlugin = fp(async (_app: FastifyInstance) => {});
