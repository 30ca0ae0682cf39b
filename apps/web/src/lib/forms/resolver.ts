import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { messageKey, ruleOf, type FormName, type IssueLike, type Rule } from './messages.ts';

/**
 * A contract's schema with its rules checked on the client too (docs/forms.md): `problems` is the
 * contract's own function (field → rule), each of its answers a zod issue carrying the rule.
 */
export function withRules<S extends z.ZodType, F extends string>(schema: S, problems: (value: z.output<S>) => Partial<Record<F, Rule>>) {
  return schema.superRefine((value, ctx) => {
    const found = problems(value) as Record<string, Rule | undefined>;
    for (const [field, rule] of Object.entries(found)) {
      if (rule) ctx.addIssue({ code: 'custom', path: [field], params: { rule }, input: (value as Record<string, unknown>)[field] });
    }
  });
}

/** react-hook-form's resolver for a form: the schema's issues become the form's text keys (docs/forms.md#messages). */
export function formResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, form: FormName): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema as never, {
    error: (issue: IssueLike & { path?: PropertyKey[] }) => {
      const field = String(issue.path?.[0] ?? '');
      return messageKey(form, field, ruleOf(issue)) ?? undefined;
    },
  } as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}
