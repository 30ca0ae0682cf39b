import { isolate, withoutIsolates } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { ar } from '../../lib/i18n/ar.ts';
import { fr } from '../../lib/i18n/fr.ts';
import type { Texts } from '../../lib/i18n/texts.ts';
import { createI18n } from '../../lib/i18n/translator.ts';
import { discountBadge, discountSpeech, moneyDrawn, priceSpeech, priceText } from './price-text.ts';

const i18n = createI18n({ fr: structuredClone(fr) as Texts, ar: structuredClone(ar) as Texts });
const fixed = (lng: 'fr' | 'ar') => (key: string, values: Record<string, unknown>) => i18n.t(key, { ...values, lng });

describe('price texts', () => {
  it('a price is one string: integer, comma, three decimals, the sign of the language after the figures', () => {
    expect(priceText(5100, 'fr')).toBe('5,100 DT');
    expect(priceText(12500, 'fr')).toBe('12,500 DT');
    expect(priceText(1234500, 'fr')).toBe('1\u202f234,500 DT');
    expect(priceText(null, 'fr')).toBe('0,000 DT');
    expect(priceText(12500, 'ar')).toBe('\u206612,500\u2069\u00a0د.ت');
  });

  it('draws the figures and the sign apart, reading as the whole price', () => {
    expect(moneyDrawn(-12500, 'fr')).toEqual({ figures: '-12,500', currency: 'DT' });
    expect(moneyDrawn(3000, 'ar', { signed: true })).toEqual({ figures: '+3,000', currency: 'د.ت' });
    const { figures, currency } = moneyDrawn(1234500, 'ar');
    expect(`${figures} ${currency}`).toBe(withoutIsolates(priceText(1234500, 'ar')));
  });

  it('a price reads as itself, an old price with its label, in both languages', () => {
    expect(priceSpeech(fixed('fr'), 'fr', 5100)).toBe('5,100 DT');
    expect(priceSpeech(fixed('fr'), 'fr', 7600, true)).toBe('Ancien prix 7,600 DT');
    expect(withoutIsolates(priceSpeech(fixed('ar'), 'ar', 5100))).toBe('5,100 د.ت');
    expect(withoutIsolates(priceSpeech(fixed('ar'), 'ar', 7600, true))).toBe('السعر القديم 7,600 د.ت');
    expect(priceSpeech(fixed('ar'), 'ar', 7600, true)).not.toMatch(/DT|دينار/);
  });

  it('a discount reads as words, without the minus sign; the badge has it; one percent sign, no space', () => {
    expect(discountSpeech(fixed('fr'), 'fr', 43)).toBe('Remise de 43%');
    expect(discountSpeech(fixed('fr'), 'fr', 24.6)).toBe('Remise de 25%');
    expect(withoutIsolates(discountSpeech(fixed('ar'), 'ar', 43))).toBe('تخفيض 43%');
    expect(discountBadge(43, 'fr')).toBe('-43%');
    expect(withoutIsolates(discountBadge(43, 'ar'))).toBe('-43%');
    expect(fixed('ar')('productCard.discount', { value: discountBadge(43, 'ar') })).not.toContain('٪');
  });

  it('isolates a Latin name inside a sentence built as one string', () => {
    expect(isolate('Délice')).toBe('\u2068Délice\u2069');
    expect(fixed('ar')('productDetail.brand', { brand: isolate('Délice') })).toContain('\u2068Délice\u2069');
  });
});
