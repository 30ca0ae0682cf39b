import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/crypto/secret-box.ts';

describe('the staff secret box (docs/back-office.md#second-factor)', () => {
  const box = createSecretBox('a key of at least thirty-two characters');

  it('seals with a fresh IV each time and opens back', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(b)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a changed value and another key; a value from before sealing comes back as it is', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    // One character of the IV-and-tag part changed (a whole base64 digit, never padding bits).
    const i = 10;
    const changed = sealed.slice(0, i) + (sealed[i] === 'A' ? 'B' : 'A') + sealed.slice(i + 1);
    expect(() => box.open(changed)).toThrow();
    expect(() => createSecretBox('another key of at least thirty-two chars').open(sealed)).toThrow();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});
