import { describe, expect, it } from 'vitest';
import { addTag, filterByCategory, filterByTags, foldText, matchesTags, removeTag } from './search-tags.ts';

describe('last chance: search tags', () => {
  it('trims the text and ignores an empty one', () => {
    expect(addTag([], '  lait  ')).toEqual(['lait']);
    expect(addTag(['lait'], '   ')).toEqual(['lait']);
    expect(addTag([], '')).toEqual([]);
    expect(addTag([], 'huile   d’olive')).toEqual(['huile d’olive']);
  });
  it('ignores a duplicate tag (whatever its case or accents)', () => {
    const tags = addTag([], 'Crème');
    expect(addTag(tags, 'crème')).toBe(tags);
    expect(addTag(tags, ' CREME ')).toBe(tags);
    expect(addTag(tags, 'lait')).toEqual(['Crème', 'lait']);
  });
  it('removes a tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeTag(['a'], 'z')).toEqual(['a']);
  });
  it('matches only when every tag is in the name, case-insensitively', () => {
    expect(matchesTags('Lait demi-écrémé 1L', ['lait', 'DEMI'])).toBe(true);
    expect(matchesTags('Lait demi-écrémé 1L', ['lait', 'entier'])).toBe(false);
    expect(matchesTags('Lait', [])).toBe(true);
    expect(matchesTags(null, ['lait'])).toBe(false);
  });
  it('matches accent-insensitively both ways', () => {
    expect(matchesTags('Crème fraîche', ['creme', 'FRAICHE'])).toBe(true);
    expect(matchesTags('Creme fraiche', ['crème'])).toBe(true);
    expect(foldText('  Ça  VA  ')).toBe('ca va');
  });
  it('filters a list, keeping its order', () => {
    const items = [{ n: 'Savon lavande 250 g' }, { n: 'Gel douche lavande' }, { n: 'Savon olive' }];
    expect(filterByTags(items, ['savon'], (i) => i.n).map((i) => i.n)).toEqual(['Savon lavande 250 g', 'Savon olive']);
    expect(filterByTags(items, ['savon', 'lavande'], (i) => i.n).map((i) => i.n)).toEqual(['Savon lavande 250 g']);
    expect(filterByTags(items, ['savon', 'rose'], (i) => i.n)).toEqual([]);
    expect(filterByTags(items, [], (i) => i.n)).toHaveLength(3);
  });
});

describe('last chance: category filter', () => {
  const items = [
    { id: 1, c: 516 },
    { id: 2, c: 622 },
    { id: 3, c: 516 },
    { id: 4, c: null },
  ];
  it("'Tout' (null) shows all", () => {
    expect(filterByCategory(items, null, (i) => i.c)).toHaveLength(4);
  });
  it('a category keeps only its items', () => {
    expect(filterByCategory(items, 516, (i) => i.c).map((i) => i.id)).toEqual([1, 3]);
    expect(filterByCategory(items, 999, (i) => i.c)).toEqual([]);
  });
});
