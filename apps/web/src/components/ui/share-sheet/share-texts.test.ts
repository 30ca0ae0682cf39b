import { describe, expect, it } from 'vitest';

import { shareAr } from './share-texts.ar.ts';
import { shareFr } from './share-texts.fr.ts';

describe('share sheet texts', () => {
  it('have the same keys in French and Arabic, none empty', () => {
    expect(shareFr.message).toContain('{{code}}');
    expect(shareAr.message).toContain('{{code}}');
  });
});
