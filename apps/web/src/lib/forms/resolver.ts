import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
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

/**
 * react-hook-form's resolver for a form: the schema's issues become the form's text keys
 * (docs/forms.md#messages). Every issue goes through the table, also those a contract wrote its own
 * English message for (zod's messages given in a schema win over a parse's error map, so the issues
 * are named here, after parsing, rather than through zod's error option).
 */
export function formResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  form: FormName,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = async (values: FieldValues, _context: unknown, options: ResolverOptions<FieldValues>) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (errors[path]) continue; // the first issue of a field, as zod's own resolver
      const message = messageKey(form, String(issue.path[0] ?? ''), ruleOf(issue as IssueLike)) ?? undefined;
      errors[path] = { type: issue.code, ...(message ? { message } : {}) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
  return resolve as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}

/**
 * formResolver over a schema fetched on first use (docs/forms.md#bundle-size): a screen whose chunk
 * had no zod (the contracts bring ~49 KB gzip) keeps it out of what must arrive before it draws.
 * `preload()` starts the fetch (a form calls it once mounted); until the schema is there the check
 * waits for it, and if it cannot load (offline without it) the server judges what is sent.
 */
export function lazyResolver<S extends z.ZodType<FieldValues, FieldValues>>(load: () => Promise<S>, form: FormName) {
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>> | null> | null = null;
  const ready = () =>
    (loading ??= load().then(
      (schema) => formResolver(schema, form),
      () => {
        loading = null; // the next check tries again
        return null;
      },
    ));
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const resolve = await ready();
    return resolve ? resolve(values, context, options) : { values: values as z.output<S>, errors: {} };
  };
  return Object.assign(resolver, { preload: () => void ready() });
}
