import { describe, expect, it } from 'vitest';
import { OfferFormSchema, emptyOfferForm, formToRequest, offerValue } from './offer-form.ts';

const form = (over: Partial<ReturnType<typeof emptyOfferForm>>) => ({ ...emptyOfferForm(), label: 'Geste commercial', ...over });
const messages = (f: ReturnType<typeof form>) => {
  const r = OfferFormSchema.safeParse(f);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the staff offer form', () => {
  it('turns dinars typed with 3 decimals into exact millimes (no float error)', () => {
    for (const [text, millimes] of [
      ['10', 10_000],
      ['0,1', 100],
      ['1.005', 1_005],
      ['4,35', 4_350],
      ['19,999', 19_999],
      ['1234,567', 1_234_567],
    ] as const) {
      const f = form({ amount: text });
      expect(messages(f)).toEqual({});
      expect(formToRequest(f, 12345678, 'bo-abcdefgh').amount, text).toBe(millimes);
    }
  });

  it('builds the request: percent with its cap and minimum, the Arabic texts only when typed', () => {
    const body = formToRequest(
      form({ kind: 'coupon', amount_type: 'percent', amount: '15', cap: '5', min_purchase: '49,900', days: '7', label_ar: 'قسيمة' }),
      12345678,
      'bo-abcdefgh',
    );
    expect(body).toEqual({
      user_id: 12345678,
      kind: 'coupon',
      amount_type: 'percent',
      amount: 15,
      cap: 5_000,
      min_purchase: 49_900,
      days: 7,
      label: 'Geste commercial',
      label_ar: 'قسيمة',
      description: '',
      request_id: 'bo-abcdefgh',
    });
    // A cap typed for an amount is not sent.
    expect(formToRequest(form({ amount: '10', cap: '3' }), 12345678, 'bo-abcdefgh').cap).toBeNull();
  });

  it('says in French what is wrong', () => {
    expect(messages(form({ amount: '' }))).toHaveProperty('amount');
    expect(messages(form({ amount: '2,3456' }))).toHaveProperty('amount');
    expect(messages(form({ amount: '0' }))).toHaveProperty('amount', 'Le montant doit être positif.');
    expect(messages(form({ amount_type: 'percent', amount: '150' }))).toHaveProperty('amount', 'Un pourcentage entier de 1 à 100.');
    expect(messages(form({ amount: '10', days: '0' }))).toHaveProperty('days');
    expect(messages(form({ amount: '10', label: ' ' }))).toHaveProperty('label', 'Saisissez le libellé en français.');
    expect(messages(form({ amount: '10', min_purchase: 'abc' }))).toHaveProperty('min_purchase');
  });

  it('reads an offer’s value', () => {
    // The domain's formats (docs/formats.md): no space before %.
    expect(offerValue({ amount_type: 'amount', amount: 10_000 })).toBe('10,000 DT');
    expect(offerValue({ amount_type: 'percent', amount: 15 })).toBe('15%');
  });
});
