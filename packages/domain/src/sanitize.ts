/**
 * The spec's outgoing-request sanitising: script tags (with their content) are stripped from
 * query values and from string values in POST/PUT bodies; PHP tags are replaced by ***.
 */
export function sanitizeText(value: string): string {
  throw new Error('not implemented');
}

/** Sanitises every string value of a query object. */
export function sanitizeQuery<T extends Record<string, unknown>>(query: T): T {
  throw new Error('not implemented');
}

/** Sanitises every string inside a JSON body (deep: objects and arrays). */
export function sanitizeBody<T>(body: T): T {
  throw new Error('not implemented');
}
