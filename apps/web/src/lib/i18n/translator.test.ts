import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './translator.ts';

const fr = {
  nav: { home: 'Accueil' },
  greet: 'Bonjour {{name}}, {{ user.city }}',
  favourites: { count_one: '{{count}} favori', count_other: '{{count}} favoris' },
  stock: { none_zero: 'Épuisé', none_one: '{{count}} en stock', none_other: '{{count}} en stock' },
  apiErrors: { CONFLICT: 'Cet élément existe déjà.' },
};
const ar = {
  nav: { home: 'الرئيسية' },
  favourites: { count_one: 'منتج مفضل واحد', count_other: '{{count}} منتجات مفضلة' },
};

function make() {
  const i18n = createI18n({ fr: structuredClone(fr) });
  i18n.addResourceBundle('ar', 'translation', ar);
  return i18n;
}

describe('t', () => {
  it('reads dotted keys and interpolates {{values}}, leaving unknown ones', () => {
    const { t } = make();
    expect(t('nav.home')).toBe('Accueil');
    expect(t('greet', { name: 'Amel', user: { city: 'Sfax' } })).toBe('Bonjour Amel, Sfax');
    expect(t('greet', { name: 'Amel' })).toBe('Bonjour Amel, {{ user.city }}');
  });

  it('chooses plural forms by the language rules, with _zero when present', () => {
    const i18n = make();
    expect(i18n.t('favourites.count', { count: 1 })).toBe('1 favori');
    expect(i18n.t('favourites.count', { count: 0 })).toBe('0 favori'); // French: 0 is singular
    expect(i18n.t('favourites.count', { count: 4 })).toBe('4 favoris');
    expect(i18n.t('stock.none', { count: 0 })).toBe('Épuisé');
    // Arabic has more forms (few, many, …): a missing one takes _other of the same language.
    expect(i18n.t('favourites.count', { count: 1, lng: 'ar' })).toBe('منتج مفضل واحد');
    expect(i18n.t('favourites.count', { count: 3, lng: 'ar' })).toBe('\u20663\u2069 منتجات مفضلة');
    expect(i18n.t('favourites.count', { count: 11, lng: 'ar' })).toBe('\u206611\u2069 منتجات مفضلة');
    // The count is written by formatNumber (docs/formats.md): grouped, isolated in Arabic.
    expect(i18n.t('favourites.count', { count: 1250 })).toBe('1\u202f250 favoris');
  });

  it("counts last-chance offers in Arabic as it is read, with the app's own texts", async () => {
    const { ar: appAr } = await import('./ar.ts');
    const { fr: appFr } = await import('./fr.ts');
    const i18n = createI18n({ fr: structuredClone(appFr) });
    i18n.addResourceBundle('ar', 'translation', appAr);
    const count = (n: number) => i18n.t('lastChance.count', { count: n, value: String(n), lng: 'ar' });
    expect([1, 2, 5, 11, 322, 100].map(count)).toEqual(['1 عرض', 'عرضان', '5 عروض', '11 عرضًا', '322 عرضًا', '100 عرض']);
  });

  it('falls back to French for a key missing in Arabic, then to the default value or the key', async () => {
    const i18n = make();
    await i18n.changeLanguage('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    // The page is Arabic: the name is isolated even in the French fallback's sentence.
    expect(i18n.t('greet', { name: 'Amel', user: { city: 'Sfax' } })).toBe('Bonjour \u2068Amel\u2069, Sfax');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('no.such.key', { defaultValue: 'Rien {{x}}', x: 1 })).toBe('Rien 1');
  });

  it('isolates a name in an Arabic text, once, and never in French', async () => {
    const i18n = make();
    expect(i18n.t('greet', { name: 'Laitue', user: { city: 'Sfax' } })).toBe('Bonjour Laitue, Sfax');
    await i18n.changeLanguage('ar');
    expect(i18n.t('greet', { name: 'Laitue', user: { city: 'Sfax' } })).toBe('Bonjour \u2068Laitue\u2069, Sfax');
    expect(i18n.t('greet', { name: '\u2068Laitue\u2069', user: { city: 'Sfax' } })).toBe('Bonjour \u2068Laitue\u2069, Sfax');
    expect(i18n.t('greet', { name: '', user: { city: 'Sfax' } })).toBe('Bonjour , Sfax');
  });

  it('tries a list of keys in order; keys may end in a sentence with dots and colons', () => {
    const i18n = make();
    expect(i18n.t(['apiErrors.SOMETHING', 'apiErrors.CONFLICT'])).toBe('Cet élément existe déjà.');
    expect(i18n.t(['text.X', 'text.Déjà dans la liste: produit 12.'], { defaultValue: 'Déjà dans la liste: produit 12.' })).toBe(
      'Déjà dans la liste: produit 12.',
    );
    i18n.addResourceBundle('fr', 'translation', { text: { 'Favourite exists.': 'Déjà en favori.' } });
    expect(i18n.t('text.Favourite exists.')).toBe('Déjà en favori.');
  });
});

describe('catalogues and language', () => {
  it('adds texts deeply, keeping what exists unless asked to overwrite', () => {
    const i18n = make();
    i18n.addResourceBundle('ar', 'translation', { nav: { home: 'X', back: 'رجوع' } }, true, false);
    expect(i18n.t('nav.home', { lng: 'ar' })).toBe('الرئيسية');
    expect(i18n.t('nav.back', { lng: 'ar' })).toBe('رجوع');
    i18n.addResourceBundle('ar', 'translation', { nav: { home: 'Y' } }, true, true);
    expect(i18n.t('nav.home', { lng: 'ar' })).toBe('Y');
    expect(i18n.exists('nav', { lng: 'ar' })).toBe(true);
    expect(i18n.exists('nav.none', { lng: 'fr' })).toBe(false);
    expect(i18n.getResource('ar', 'translation', 'nav.back')).toBe('رجوع');
  });

  it('changes language, direction and tells listeners once per change; fixedT is stable', async () => {
    const i18n = make();
    const listener = vi.fn();
    i18n.subscribe(listener);
    expect(i18n.dir()).toBe('ltr');
    const tFr = i18n.fixedT('fr');
    expect(i18n.fixedT('fr')).toBe(tFr);
    await i18n.changeLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('ar');
    expect(i18n.dir()).toBe('rtl');
    expect(i18n.fixedT('ar')('nav.home')).toBe('الرئيسية');
    expect(tFr('nav.home')).toBe('Accueil');
  });
});
