import { describe, expect, it } from 'vitest';
import { textKeys, textValues } from '../../lib/i18n/lazy-texts.ts';
import { stockLabelAr, stockLabelFr } from './stock-texts.ts';

describe('stock label texts', () => {
  it('have the same keys in French and Arabic, none empty, the spec’s French words', () => {
    expect(textKeys(stockLabelAr).sort()).toEqual(textKeys(stockLabelFr).sort());
    expect([...textValues(stockLabelFr), ...textValues(stockLabelAr)].filter((v) => !v.trim())).toEqual([]);
    expect([stockLabelFr.out, stockLabelFr.low, stockLabelFr.in]).toEqual(['Épuisé', 'Plus que {{count}}', 'En stock : {{count}}']);
    for (const v of [stockLabelAr.low, stockLabelAr.in]) expect(v).toContain('{{count}}');
  });
});
