import { apiRoutes } from '../routes/index.ts';
import type { Operation } from './operation.ts';

/**
 * Checks a successful answer against the route table's 2xx schemas (docs/api.md#the-typed-client): the
 * apps call it in development and in tests only (a dynamic import behind `import.meta.env.DEV`, so the
 * schemas never reach a phone). Returns what does not match, or null.
 */
export function checkAnswer(op: Operation, body: unknown): string | null {
  const route = (apiRoutes as Record<string, { response: Record<number, unknown> }>)[op.id];
  if (!route) return `${op.id}: no such operation in the route table`;
  const schemas = [200, 201, 202, 204]
    .map((status) => ({ status, schema: route.response[status] as Parseable | undefined }))
    .filter((s): s is { status: number; schema: Parseable } => typeof s.schema?.safeParse === 'function');
  if (schemas.length === 0) return null;
  let refused = '';
  for (const { status, schema } of schemas) {
    const parsed = schema.safeParse(status === 204 && body === undefined ? null : body);
    if (parsed.success) return null;
    refused ||= (parsed.error?.issues ?? [])
      .slice(0, 5)
      .map((i) => `${i.path.map(String).join('.') || '(answer)'}: ${i.message}`)
      .join('; ');
  }
  return `${op.id} (${op.method} ${op.path}) answered with a body its schema refuses: ${refused}`;
}

interface Parseable {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}
