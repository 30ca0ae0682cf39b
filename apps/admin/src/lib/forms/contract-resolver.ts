import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { frenchMessage } from './french-errors.ts';

/** A field's text: one for whatever is wrong, or one per zod issue code ('*': any other code). */
export type FieldText = string | Partial<Record<z.core.$ZodIssue['code'] | '*', string>>;

export interface ContractCheck<Form, S extends z.ZodType> {
  /** The body schema of the route the form calls, from @qadhya/contracts (never a copy). */
  schema: S;
  /** The form's values as the body the route takes; without it the values are the body. */
  toBody?: (form: Form) => unknown;
  /** What the route checks beyond its schema (a refusal's reason…): field → message. */
  rules?: (form: Form) => Partial<Record<string, string>>;
  /** The form's own text per field; a field without one shows the schema's message in French. */
  texts?: Partial<Record<string, FieldText>>;
}

function textOf(text: FieldText | undefined, issue: z.core.$ZodIssue): string {
  if (typeof text === 'string') return text;
  return text?.[issue.code] ?? text?.['*'] ?? frenchMessage(issue.message) ?? issue.message;
}

/**
 * react-hook-form's resolver for a back office form (docs/back-office.md#forms): the values become
 * the route's body, the contract's schema judges it, and each refused field shows the form's own
 * text, first issue first. A valid submit hands the parsed body (trimmed, defaults filled) to
 * `handleSubmit`.
 */
export function contractResolver<Form extends FieldValues, S extends z.ZodType>({
  schema,
  toBody,
  rules,
  texts = {},
}: ContractCheck<Form, S>): Resolver<Form, unknown, z.output<S>> {
  return (values) => {
    const parsed = schema.safeParse(toBody ? toBody(values) : values);
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path.length ? String(issue.path[0]) : 'root';
      errors[field] ??= { type: issue.code, message: textOf(texts[field], issue) };
    }
    for (const [field, message] of Object.entries(rules?.(values) ?? {})) {
      if (message) errors[field] ??= { type: 'rule', message };
    }
    if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors: errors as never };
  };
}
