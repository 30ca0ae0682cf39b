import { describe, expect, it } from 'vitest';
import { textValues } from '../../lib/i18n/lazy-texts.ts';
import { searchFr } from './texts.ts';

describe('search texts', () => {
  it('say « Dernière chance », never « Last chance », and give the empty state the issue asks for', () => {
    expect(textValues(searchFr).filter((v) => /last chance/i.test(v))).toEqual([]);
    expect(searchFr.badge.lastChance).toBe('Dernière chance');
    // Non-breaking spaces inside the guillemets: « never ends a line apart from its word.
    expect(searchFr.empty).toBe('Aucun produit pour «\u00a0{{q}}\u00a0»');
    expect(textValues(searchFr).filter((v) => /« | »| :/.test(v))).toEqual([]);
    expect(searchFr.clearRecent).toBe('Effacer');
  });
});
