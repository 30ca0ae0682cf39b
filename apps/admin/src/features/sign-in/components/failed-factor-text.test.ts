import { describe, expect, it } from 'vitest';
import { failedFactorText } from './failed-factor-text.ts';

describe('failedFactorText: the wrong codes since the last sign-in, in French', () => {
  it('says nothing when there were none', () => {
    expect(failedFactorText(0)).toBeNull();
  });

  it('counts one in the singular and more in the plural', () => {
    expect(failedFactorText(1)).toBe('1 tentative de second facteur échouée depuis votre dernière connexion.');
    expect(failedFactorText(10)).toBe('10 tentatives de second facteur échouées depuis votre dernière connexion.');
  });
});
