import { ContactBody, contactProblems, SuggestionBody, suggestionProblems, TicketAttachRequest } from '@qadhya/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageKey, ruleOf } from './messages.ts';
import { formResolver, withRules } from './resolver.ts';

/** What a resolver answers, field → message key (as react-hook-form receives them). */
async function keysOf<T extends FieldValues>(
  resolver: Resolver<T, unknown, T>,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const result = await resolver(values as T, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
}

const RID = 'a'.repeat(32);

describe('form messages (docs/forms.md#messages)', () => {
  it('names zod issues as rules', () => {
    expect(ruleOf({ code: 'too_small', input: '  ' })).toBe('required');
    expect(ruleOf({ code: 'too_small', input: 'ab' })).toBe('min');
    expect(ruleOf({ code: 'too_big', input: 'x' })).toBe('max');
    expect(ruleOf({ code: 'invalid_format', format: 'email', input: 'a@' })).toBe('email');
    expect(ruleOf({ code: 'invalid_format', format: 'email', input: ' ' })).toBe('required');
    expect(ruleOf({ code: 'invalid_value', input: undefined })).toBe('required');
    expect(ruleOf({ code: 'custom', params: { rule: 'accepted' } })).toBe('accepted');
  });

  it('looks a rule up for the field, then for the form', () => {
    expect(messageKey('contact', 'EMAIL', 'email')).toBe('help.contact.errors.emailInvalid');
    expect(messageKey('contact', 'EMAIL', 'required')).toBe('help.contact.errors.email');
    expect(messageKey('contact', 'MESSAGE', 'max')).toBe('help.contact.errors.tooLong');
    expect(messageKey('contact', 'SUBJECT', 'required')).toBeNull();
  });

  it("the contact form: the contract's schema and rules give the spec's messages", async () => {
    const resolver = formResolver(withRules(ContactBody, contactProblems), 'contact');
    expect(await keysOf(resolver, { NAME: '', EMAIL: '', SUBJECT: '', MESSAGE: '', request_id: RID })).toEqual({
      NAME: 'help.contact.errors.name',
      EMAIL: 'help.contact.errors.email',
      MESSAGE: 'help.contact.errors.message',
    });
    expect(await keysOf(resolver, { NAME: 'Sami', EMAIL: 'sami@', SUBJECT: '', MESSAGE: 'Bonjour', request_id: RID })).toEqual({
      EMAIL: 'help.contact.errors.emailInvalid',
    });
    expect(await keysOf(resolver, { NAME: 'Sami', EMAIL: 'sami@example.tn', SUBJECT: '', MESSAGE: 'Bonjour', request_id: RID })).toEqual(
      {},
    );
  });

  it("a form-only field extends the contract (the idea's checkbox is a boolean on screen)", async () => {
    const schema = withRules(SuggestionBody.extend({ ACCEPTED_TERMS: z.boolean() }), suggestionProblems);
    const resolver = formResolver(schema, 'idea');
    expect(await keysOf(resolver, { TITLE: '', DESCRIPTION: 'court', ACCEPTED_TERMS: false, request_id: RID })).toEqual({
      TITLE: 'help.idea.errors.title',
      DESCRIPTION: 'help.idea.errors.description',
      ACCEPTED_TERMS: 'help.idea.errors.terms',
    });
    expect(
      await keysOf(resolver, { TITLE: 'x'.repeat(121), DESCRIPTION: 'assez longue description', ACCEPTED_TERMS: true, request_id: RID }),
    ).toEqual({ TITLE: 'help.idea.errors.tooLong' });
  });

  it("a contract's own English message gives way to the form's text (the ticket code's regex says it in English)", async () => {
    const resolver = formResolver(TicketAttachRequest, 'attach');
    expect(await keysOf(resolver, { code: '1234 5678 901' })).toEqual({ code: 'purchases.attach.invalid' });
    expect(await keysOf(resolver, { code: '' })).toEqual({ code: 'purchases.attach.invalid' });
    expect(await keysOf(resolver, { code: '1234 5678-9012' })).toEqual({});
  });
});
