/**
 * A request id for one form or one tap (the server makes the write once per id, docs/shopping-lists.md):
 * a random UUID without its dashes, 32 hex digits.
 */
export function newRequestId(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/-/g, '');
}
