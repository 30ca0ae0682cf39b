import type { HelpRule } from '@qadhya/contracts';
import { isApiError } from '../../../lib/api/index.ts';

/** The text key of a refused field: the spec's message for its field and rule (docs/help.md#rules). */
export type MessageFor<F extends string> = (field: F, rule: HelpRule) => string | null;

/** The refused fields of a 422 FORM_INVALID answer, or null for another failure. */
export function serverProblems<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, HelpRule>> | null {
  if (!isApiError(error) || error.code !== 'FORM_INVALID' || !error.details) return null;
  const out: Partial<Record<F, HelpRule>> = {};
  for (const d of error.details) if ((fields as readonly string[]).includes(d.path)) out[d.path as F] = d.message as HelpRule;
  return out;
}

/** What the shopper is told when a send fails for another reason (every field is kept either way). */
export function failureKey(error: unknown): string {
  if (isApiError(error) && (error.code === 'RATE_LIMITED' || error.status === 429)) return 'help.common.rateLimited';
  return 'help.common.failed';
}
