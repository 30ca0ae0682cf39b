import { describe, expect, it } from 'vitest';

import { stockLabel, stockLabelAr, stockLabelFr } from './stock-texts.ts';

describe('stock label texts', () => {
  it('have the same keys in French and Arabic, none empty, the spec’s French words', () => {
    expect([stockLabelFr.out, stockLabelFr.low, stockLabelFr.in]).toEqual(['Épuisé', 'Plus que {{count}}', 'En stock : {{count}}']);
    for (const v of [stockLabelAr.low, stockLabelAr.in]) expect(v).toContain('{{count}}');
  });

  it('gives each quantity its label’s key and count, missing as 0 (Épuisé)', () => {
    expect([12, 5, 1, 0, null, undefined, -2].map((q) => stockLabel(q))).toEqual([
      { state: 'in', count: 12, key: 'stockLabel.in' },
      { state: 'low', count: 5, key: 'stockLabel.low' },
      { state: 'low', count: 1, key: 'stockLabel.low' },
      { state: 'out', count: 0, key: 'stockLabel.out' },
      { state: 'out', count: 0, key: 'stockLabel.out' },
      { state: 'out', count: 0, key: 'stockLabel.out' },
      { state: 'out', count: 0, key: 'stockLabel.out' },
    ]);
  });
});
