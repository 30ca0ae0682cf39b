import { typedCall, type AnswerCheck } from '@qadhya/contracts/client';
import { request, type RequestOptions } from './client.ts';

/** How a call is made (language, token, error handling); what it sends comes from its input. */
export type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

/** In development and tests only: the answer checked against the route's schemas (kept out of the production bundle). */
const checkInDev: AnswerCheck | undefined = import.meta.env.DEV
  ? async (op, answer) => (await import('@qadhya/contracts/client/check')).checkAnswer(op, answer)
  : undefined;

/**
 * One call named by the route table (docs/api.md#the-typed-client): `call(ops.addFavourite, { params: { sku } })`.
 * Params, query and body are typed by the route's zod schemas and the answer by its 2xx schemas; in
 * development and in tests the answer is checked against them (a mismatch throws).
 */
export const call = typedCall<RequestOptions>(request, checkInDev);
