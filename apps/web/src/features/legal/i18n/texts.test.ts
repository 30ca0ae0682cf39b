import { describe, expect, it } from 'vitest';

import { legalAr } from './legal.ar.ts';
import { legalFr } from './legal.fr.ts';

describe('legal texts', () => {
  it('say the cookie retention of 13 months', () => {
    expect(legalFr.cookies.retention).toContain('13 mois');
    expect(legalAr.cookies.retention).toContain('13 شهرًا');
  });
});
