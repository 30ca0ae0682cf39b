import type { z } from 'zod';
import type { ApiTag } from './tags.ts';

/** An answer documented by its content type (a picture, a PDF, a stream) rather than a JSON schema. */
export interface ContentAnswer {
  description?: string;
  content: Record<string, { schema: z.ZodType }>;
}

/**
 * One operation of the API (docs/api.md#the-route-table): what a client needs to call it and what
 * the server validates. The key it is filed under in its table is its `operationId`.
 */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The whole path as Fastify declares it (`/api/v1/products/:id`). */
  path: string;
  tags: readonly ApiTag[];
  summary: string;
  /** What the summary does not say; the document repeats the summary when there is nothing more. */
  description?: string;
  security?: ReadonlyArray<Record<string, readonly string[]>>;
  consumes?: readonly string[];
  produces?: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  response: Readonly<Record<number, z.ZodType | ContentAnswer>>;
}

/** A table's entries, each with its key as `operationId`. */
export type RouteTable<T extends Record<string, RouteDef>> = { [K in keyof T & string]: T[K] & { operationId: K } };

/** Files a feature's operations under their operationIds (camelCase verb + noun, stable: a client is generated from them). */
export function defineRoutes<const T extends Record<string, RouteDef>>(table: T): RouteTable<T> {
  return Object.fromEntries(Object.entries(table).map(([operationId, def]) => [operationId, { ...def, operationId }])) as RouteTable<T>;
}
