/** The back office's TOTP and recovery codes (docs/back-office.md#sign-in-password-then-totp). */
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, newTotpSecret, qrSvg, recoveryHash, totpCode, totpStep, totpUri } from '../../src/modules/admin/totp.ts';

// RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('matches RFC 6238 (SHA-1, last 6 digits of the 8-digit vectors)', () => {
    expect(totpCode(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, new Date(1_234_567_890_000))).toBe('005924');
  });

  it('accepts one step either side and answers the step the code belongs to', () => {
    const at = new Date(1_234_567_890_000);
    const step = Math.floor(at.getTime() / 30_000);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(step);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, new Date(at.getTime() + 90_000)), at)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI an authenticator app reads, with its SVG QR', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, 'a@b.tn');
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(await qrSvg(uri)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});

describe('recovery codes', () => {
  it('ten distinct codes like abcde-23456, compared without case or dash', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const c = codes[0]!;
    expect(recoveryHash(c.toUpperCase())).toBe(recoveryHash(c));
    expect(recoveryHash(c.replace('-', ''))).toBe(recoveryHash(c));
    expect(recoveryHash(codes[1]!)).not.toBe(recoveryHash(c));
  });
});
