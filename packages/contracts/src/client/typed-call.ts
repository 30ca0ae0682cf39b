import { fillPath, type AnswerOf, type InputOf, type Operation, type Optional, type RouteOf } from './operation.ts';

/** What an app's request function is given: the method, the path without `/api/v1`, its options with the query and body. */
export type Send<Options> = (method: Operation['method'], path: string, options: Options) => Promise<unknown>;

/** Checks an answer against the route's schemas: what does not match, or null (`checkAnswer`, imported in development only). */
export type AnswerCheck = (op: Operation, answer: unknown) => string | null | Promise<string | null>;

/** A call's arguments: its input (left out when nothing in it is required), then how the call is made. */
export type CallArgs<O extends Operation, CallOptions> =
  Optional<InputOf<RouteOf<O>>> extends true
    ? [input?: InputOf<RouteOf<O>>, options?: CallOptions]
    : [input: InputOf<RouteOf<O>>, options?: CallOptions];

/** One call named by the route table, typed by the route's zod schemas: `call(ops.addFavourite, { params: { sku } })`. */
export type TypedCall<CallOptions> = <O extends Operation>(op: O, ...args: CallArgs<O, CallOptions>) => Promise<AnswerOf<RouteOf<O>>>;

/**
 * Builds an app's `call` on its own request function (docs/api.md#the-typed-client): the input's params fill
 * the path, its query and body go with the call's options to `send`, and the answer is given to `check`
 * when there is one (a mismatch throws). The apps pass a check in development and tests only, through a
 * dynamic import behind `import.meta.env.DEV`, so the schemas stay out of production bundles.
 */
export function typedCall<Options extends { query?: unknown; body?: unknown }>(
  send: Send<Options>,
  check?: AnswerCheck,
): TypedCall<Omit<Options, 'query' | 'body'>> {
  return async function call<O extends Operation>(
    op: O,
    ...[input, options]: CallArgs<O, Omit<Options, 'query' | 'body'>>
  ): Promise<AnswerOf<RouteOf<O>>> {
    const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Options['query']; body?: unknown };
    const answer = await send(op.method, fillPath(op, params), { ...options, query, body } as Options);
    const refused = check ? await check(op, answer) : null;
    if (refused) throw new Error(refused);
    return answer as AnswerOf<RouteOf<O>>;
  };
}
