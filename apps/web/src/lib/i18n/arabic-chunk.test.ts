import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from './index.ts';

describe('the Arabic catalogue', () => {
  it('is not in the first load: it comes with the choice of Arabic, on top of texts added earlier', async () => {
    initI18n();
    expect(i18n.getResource('ar', 'translation', 'nav.home')).toBeUndefined();
    i18n.addResourceBundle('ar', 'translation', { lazySection: { x: 'س' } }, true, true);
    await changeLanguage('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    expect(i18n.t('lazySection.x')).toBe('س');
    await changeLanguage('fr');
    expect(i18n.t('nav.home')).toBe('Accueil');
  });
});
