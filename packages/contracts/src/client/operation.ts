import type { z } from 'zod';
import type { RouteDef } from '../routes/define.ts';

/**
 * What a client needs at run time to call one operation of the route table: its operationId, method and
 * path. The route's zod schemas stay out of the apps' bundles; they give the types below
 * (docs/api.md#the-typed-client).
 */
export interface Operation<R extends RouteDef = RouteDef> {
  readonly id: string;
  readonly method: RouteDef['method'];
  /** The whole path as the route table writes it (`/api/v1/favorites/:sku`). */
  readonly path: string;
  /** Types only, never set: the route this operation calls. */
  readonly route?: R;
}

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
type Flat<T> = { [K in keyof T]: T[K] } & {};

/**
 * What travels in a path or a query string: the keys the schema requires are required, the others
 * optional; each value has the type the server reads after parsing (a number for `z.coerce.number()`).
 */
export type Wire<S extends z.ZodType> = Flat<
  { [K in Exclude<keyof z.output<S> & keyof z.input<S>, OptionalKeys<z.input<S>>>]: z.output<S>[K] } & {
    [K in OptionalKeys<z.input<S>> & keyof z.output<S>]?: z.output<S>[K];
  }
>;

type ParamsPart<R extends RouteDef> = R['params'] extends z.ZodType ? { params: Wire<R['params']> } : { params?: undefined };
type QueryPart<R extends RouteDef> = R['querystring'] extends z.ZodType
  ? object extends Wire<R['querystring']>
    ? { query?: Wire<R['querystring']> }
    : { query: Wire<R['querystring']> }
  : { query?: undefined };
type Multipart<R extends RouteDef> = R['consumes'] extends readonly string[] ? FormData : never;
type BodyPart<R extends RouteDef> = R['body'] extends z.ZodType
  ? undefined extends z.input<R['body']>
    ? { body?: z.input<R['body']> | Multipart<R> }
    : { body: z.input<R['body']> | Multipart<R> }
  : R['consumes'] extends readonly string[]
    ? { body: FormData | string }
    : { body?: undefined };

/** The call's input: path params, query and body, each typed by the route's schema. */
export type InputOf<R extends RouteDef> = Flat<ParamsPart<R> & QueryPart<R> & BodyPart<R>>;

type Success = 200 | 201 | 202 | 204;
type AnswerAt<A> = A extends z.ZodType ? z.output<A> : unknown;
/**
 * The answer of a successful call: the union of the route's 2xx schemas (nothing for a 204). A status
 * key may be a number or, once spread from another object, its string.
 */
export type AnswerOf<R extends RouteDef> = {
  [C in keyof R['response']]: C extends Success | `${Success}` ? (C extends 204 | '204' ? undefined : AnswerAt<R['response'][C]>) : never;
}[keyof R['response']];

/** The route an operation calls. */
export type RouteOf<O> = O extends Operation<infer R> ? R : never;

/** True when an input has nothing required (the call may leave it out). */
export type Optional<I> = object extends I ? true : false;

/**
 * The operation's path with its params filled in, each encoded, without the `/api/v1` prefix the apps'
 * request functions add. A missing param is an error: a call never reaches a path with `:name` left in it.
 */
export function fillPath(op: Operation, params?: Record<string, unknown>): string {
  const path = op.path.replace(/^\/api\/v1(?=\/|$)/, '');
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${op.id}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
