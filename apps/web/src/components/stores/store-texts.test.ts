import { describe, expect, it } from 'vitest';
import { textValues } from '../../lib/i18n/lazy-texts.ts';
import { storePageAr, storePageFr } from './store-texts.ts';

describe('store page texts', () => {
  it('have the same keys and placeholders in French and Arabic, none empty', () => {
    const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of Object.keys(storePageFr) as (keyof typeof storePageFr)[])
      expect(holes(storePageAr[key]), key).toEqual(holes(storePageFr[key]));
  });
  it('say « Dernière chance » (not « Last chance ») and the issue’s button words', () => {
    expect(textValues(storePageFr).some((v) => /last chance/i.test(v))).toBe(false);
    expect([storePageFr.choose, storePageFr.mine, storePageFr.directions, storePageFr.call, storePageFr.seeAll]).toEqual([
      'Choisir ce magasin',
      'Mon magasin',
      'Itinéraire',
      'Appeler',
      'Voir tout',
    ]);
  });
});

describe('store list texts', () => {
  it('have the same keys and placeholders in French and Arabic', async () => {
    const { storeListAr, storeListFr } = await import('./store-list-texts.ts');
    expect(storeListAr.openStore).toContain('{{name}}');
    expect(storeListFr.byGovernorate).toBe('Choisir par gouvernorat');
  });
});
