import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractResolver } from './contract-resolver.ts';

const Body = z.object({
  name: z.string().trim().min(1).max(5),
  note: z.string().refine((v) => !v.includes('\u0007'), 'control characters are not allowed'),
  count: z.number().int().min(1),
});
type Form = { name: string; note: string; count: string };
const run = (form: Form, options: Partial<Parameters<typeof contractResolver<Form, typeof Body>>[0]> = {}) =>
  contractResolver<Form, typeof Body>({ schema: Body, toBody: (f) => ({ ...f, count: Number(f.count) }), ...options })(form, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('contractResolver: the route’s schema judges, the form words it', () => {
  it('hands the parsed body to the submit when everything is right', async () => {
    expect(await run({ name: ' Ali ', note: '', count: '2' })).toEqual({ values: { name: 'Ali', note: '', count: 2 }, errors: {} });
  });

  it('shows the field’s text for the issue’s code, its “*” text, else the schema’s message in French', async () => {
    const texts = { name: { too_small: 'Le nom est requis.', '*': 'Nom : 5 caractères au plus.' }, count: 'Un nombre, 1 au moins.' };
    const empty = await run({ name: ' ', note: '\u0007', count: '0' }, { texts });
    expect(empty.values).toEqual({});
    expect(empty.errors).toEqual({
      name: { type: 'too_small', message: 'Le nom est requis.' },
      note: { type: 'custom', message: 'Caractères de contrôle non autorisés.' },
      count: { type: 'too_small', message: 'Un nombre, 1 au moins.' },
    });
    expect((await run({ name: 'Mohamed', note: '', count: '1' }, { texts })).errors).toEqual({
      name: { type: 'too_big', message: 'Nom : 5 caractères au plus.' },
    });
  });

  it('adds the route’s own rules, after the schema’s issues on the same field', async () => {
    const rules = (f: Form) => ({ note: f.note ? undefined : 'Écrivez une note.', name: 'jamais montré si le schéma refuse déjà' });
    const result = await run({ name: '', note: '', count: '1' }, { rules, texts: { name: 'Le nom est requis.' } });
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Le nom est requis.' },
      note: { type: 'rule', message: 'Écrivez une note.' },
    });
  });
});
