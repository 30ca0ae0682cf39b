import { describe, expect, it } from 'vitest';
import { ar } from '../../lib/i18n/ar.ts';
import { fr } from '../../lib/i18n/fr.ts';
import type { Texts } from '../../lib/i18n/texts.ts';
import { createI18n } from '../../lib/i18n/translator.ts';
import { discountSpeech, isolate, priceSpeech, priceText } from './price-text.ts';

const i18n = createI18n({ fr: structuredClone(fr) as Texts, ar: structuredClone(ar) as Texts });
const fixed = (lng: 'fr' | 'ar') => (key: string, values: Record<string, unknown>) => i18n.t(key, { ...values, lng });

describe('price texts', () => {
  it('a price is one string: integer, comma, three decimals, DT', () => {
    expect(priceText(5100)).toBe('5,100 DT');
    expect(priceText(12500)).toBe('12,500 DT');
    expect(priceText(1234500)).toBe('1\u202f234,500 DT');
    expect(priceText(null)).toBe('0,000 DT');
  });

  it('a price reads as itself, an old price with its label, in both languages', () => {
    expect(priceSpeech(fixed('fr'), 5100)).toBe('5,100 DT');
    expect(priceSpeech(fixed('fr'), 7600, true)).toBe('Ancien prix 7,600 DT');
    expect(priceSpeech(fixed('ar'), 5100)).toBe('5,100 DT');
    expect(priceSpeech(fixed('ar'), 7600, true)).toBe('السعر القديم 7,600 DT');
  });

  it('a discount reads as words, without the minus sign', () => {
    expect(discountSpeech(fixed('fr'), 43)).toBe('Remise de 43 %');
    expect(discountSpeech(fixed('fr'), 24.6)).toBe('Remise de 25 %');
    expect(discountSpeech(fixed('ar'), 43)).toBe('تخفيض 43%');
  });

  it('isolates a Latin name inside a sentence built as one string', () => {
    expect(isolate('Délice')).toBe('\u2068Délice\u2069');
    expect(fixed('ar')('productDetail.brand', { brand: isolate('Délice') })).toContain('\u2068Délice\u2069');
  });
});
