import { describe, expect, it } from 'vitest';
import { highlightParts, queryWords } from './highlight.ts';

const marked = (name: string, query: string) =>
  highlightParts(name, query)
    .filter((p) => p.hit)
    .map((p) => p.text);

describe('search highlight', () => {
  it('folds case, accents and punctuation in the query', () => {
    expect(queryWords('  Demi-Écrémé ')).toEqual(['demi', 'ecreme']);
    expect(queryWords('')).toEqual([]);
  });

  it('marks a word start before a match inside a word', () => {
    expect(marked('Salade laitue et lait', 'lait')).toEqual(['lait']);
    expect(highlightParts('Salade laitue', 'lait')).toEqual([
      { text: 'Salade ', hit: false },
      { text: 'lait', hit: true },
      { text: 'ue', hit: false },
    ]);
  });

  it('ignores case and accents, and keeps the name as printed', () => {
    expect(marked('Lait demi-écrémé Délice 1L', 'demi ecreme')).toEqual(['demi', 'écrémé']);
    expect(marked('CAFÉ moulu', 'cafe')).toEqual(['CAFÉ']);
    const parts = highlightParts('Lait demi-écrémé Délice 1L', 'LAIT');
    expect(parts.map((p) => p.text).join('')).toBe('Lait demi-écrémé Délice 1L');
    expect(parts[0]).toEqual({ text: 'Lait', hit: true });
  });

  it('marks a word found inside another, and nothing for a word the name lacks', () => {
    expect(marked('Yaourt nature', 'aour')).toEqual(['aour']);
    expect(highlightParts('Yaourt nature', 'yaout')).toEqual([{ text: 'Yaourt nature', hit: false }]);
    expect(highlightParts('Lait entier', 'حليب')).toEqual([{ text: 'Lait entier', hit: false }]);
  });
});
