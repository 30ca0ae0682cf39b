import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './index.ts';
import { registerLazyTexts, textKeys, textValues } from './lazy-texts.ts';

initI18n();

describe('lazy texts', () => {
  it('adds a section to both catalogues once, on top of the first-load texts', async () => {
    expect(i18n.exists('lazyTest.hello', { lng: 'fr' })).toBe(false);
    registerLazyTexts('lazyTest', { hello: 'Bonjour' }, { hello: 'مرحبا' });
    registerLazyTexts('lazyTest', { hello: 'ignored' }, { hello: 'ignored' });
    expect(i18n.t('lazyTest.hello', { lng: 'fr' })).toBe('Bonjour');
    expect(i18n.t('lazyTest.hello', { lng: 'ar' })).toBe('مرحبا');
    expect(i18n.t('nav.home', { lng: 'fr' })).toBe('Accueil');
  });

  it('lists key paths and values', () => {
    const texts = { a: 'x', b: { c: 'y', d: { e: 'z' } } };
    expect(textKeys(texts)).toEqual(['a', 'b.c', 'b.d.e']);
    expect(textValues(texts)).toEqual(['x', 'y', 'z']);
  });
});
