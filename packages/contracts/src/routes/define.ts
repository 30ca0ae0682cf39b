import type { z } from 'zod';
import { ApiError } from '../errors.ts';
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

/**
 * What every route of a table shares (docs/api.md#the-route-table): its tags, its security and the
 * answers each of its routes may give besides its own, its errors mostly (`routes/shared.ts` has the
 * usual ones: `signedIn`, `staffOnly`, `open`, `partnerKey`). A route's own tags, security or answer
 * at the same status win.
 */
export interface TableDefaults {
  tags: readonly ApiTag[];
  security?: RouteDef['security'];
  answers?: RouteDef['response'];
}

/** A route of a table with defaults: what is its own (its tags only where they are not the table's). */
export type RouteEntry = Omit<RouteDef, 'tags'> & { tags?: readonly ApiTag[] };

/** A route that reads a path, a query, headers or a body: it answers 400 when they do not validate. */
type Validated = { params: z.ZodType } | { querystring: z.ZodType } | { headers: z.ZodType } | { body: z.ZodType };
type Flat<T> = { [K in keyof T]: T[K] } & {};
type AnswersOf<D> = D extends { answers: infer E } ? E : object;
type InvalidOf<R> = R extends Validated ? { 400: typeof ApiError } : object;

/** A route with its table's defaults in, as `defineRoutes(defaults, table)` files it. */
export type WithDefaults<D extends TableDefaults, R extends RouteEntry> = Flat<
  Omit<D, 'answers' | keyof R> &
    Omit<R, 'response'> & { response: Flat<Omit<InvalidOf<R> & AnswersOf<D>, keyof R['response']> & R['response']> }
>;

/** A table's entries with their table's defaults in, each with its key as `operationId`. */
export type RouteTable<D extends TableDefaults, T extends Record<string, RouteEntry>> = {
  [K in keyof T & string]: WithDefaults<D, T[K]> & { operationId: K };
};

/**
 * Files a feature's operations under their operationIds (camelCase verb + noun, stable: a client is
 * generated from them). Each route writes only what is its own: the defaults give the tags, the
 * security and the shared answers, and a route that reads params, a query, headers or a body
 * answers `400: ApiError` (VALIDATION_FAILED) unless it describes its own 400.
 */
export function defineRoutes<const D extends TableDefaults, const T extends Record<string, RouteEntry>>(
  defaults: D,
  table: T,
): RouteTable<D, T> {
  return Object.fromEntries(
    Object.entries(table).map(([operationId, route]) => [operationId, { ...withDefaults(defaults, route), operationId }]),
  ) as RouteTable<D, T>;
}

function withDefaults({ answers, ...shared }: TableDefaults, route: RouteEntry): RouteDef {
  const invalid: RouteDef['response'] = route.params || route.querystring || route.headers || route.body ? { 400: ApiError } : {};
  return { ...shared, ...route, response: { ...invalid, ...answers, ...route.response } };
}
