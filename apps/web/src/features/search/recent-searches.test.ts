import { describe, expect, it } from 'vitest';
import { dropRecent, pushRecent, RECENT_MAX } from './recent-searches.ts';

describe('recent searches', () => {
  it('puts the newest first and keeps one copy of a search, whatever its case or accents', () => {
    expect(pushRecent([], ' lait ')).toEqual(['lait']);
    expect(pushRecent(['yaourt', 'lait'], 'LAÏT')).toEqual(['LAÏT', 'yaourt']);
    expect(pushRecent(['café moulu'], 'cafe   moulu')).toEqual(['cafe moulu']);
  });

  it(`keeps the last ${RECENT_MAX}`, () => {
    let list: string[] = [];
    for (let i = 1; i <= 10; i++) list = pushRecent(list, `mot${i}`);
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toBe('mot10');
    expect(list.at(-1)).toBe('mot3');
  });

  it('ignores an empty search or one of punctuation only', () => {
    expect(pushRecent(['lait'], '   ')).toEqual(['lait']);
    expect(pushRecent(['lait'], '--')).toEqual(['lait']);
  });

  it('removes one search', () => {
    expect(dropRecent(['lait', 'yaourt'], 'lait')).toEqual(['yaourt']);
  });
});
