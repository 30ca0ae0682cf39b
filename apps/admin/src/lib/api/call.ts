import { fillPath, type AnswerOf, type InputOf, type Operation, type Optional, type RouteOf } from '@qadhya/contracts/client';
import { request, type Query, type RequestOptions } from './client.ts';

export { ops } from '@qadhya/contracts/client';

/** How a call is made; what it sends comes from its input. */
export type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

type Args<O extends Operation> =
  Optional<InputOf<RouteOf<O>>> extends true
    ? [input?: InputOf<RouteOf<O>>, options?: CallOptions]
    : [input: InputOf<RouteOf<O>>, options?: CallOptions];

/**
 * One call named by the route table (docs/api.md#the-typed-client), the back office's twin of the shoppers'
 * app's `call`: typed by the route's zod schemas, the answer checked against them in development and tests.
 */
export async function call<O extends Operation>(op: O, ...[input, options]: Args<O>): Promise<AnswerOf<RouteOf<O>>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  const answer = await request<unknown>(op.method, fillPath(op, params), { ...options, query, body });
  if (import.meta.env.DEV) {
    const { checkAnswer } = await import('@qadhya/contracts/client/check');
    const refused = checkAnswer(op, answer);
    if (refused) throw new Error(refused);
  }
  return answer as AnswerOf<RouteOf<O>>;
}
