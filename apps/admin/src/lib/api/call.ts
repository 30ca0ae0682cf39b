import { typedCall, type AnswerCheck } from '@qadhya/contracts/client';
import { request, type RequestOptions } from './client.ts';

export { ops } from '@qadhya/contracts/client';

/** How a call is made; what it sends comes from its input. */
export type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

/** In development and tests only: the answer checked against the route's schemas (kept out of the production bundle). */
const checkInDev: AnswerCheck | undefined = import.meta.env.DEV
  ? async (op, answer) => (await import('@qadhya/contracts/client/check')).checkAnswer(op, answer)
  : undefined;

/**
 * One call named by the route table (docs/api.md#the-typed-client), built like the shoppers' app's `call`
 * on this app's own request function: typed by the route's zod schemas, the answer checked against them in
 * development and tests.
 */
export const call = typedCall<RequestOptions>(request, checkInDev);
