import { describe, expect, it } from 'vitest';
import { qrImageSrc, secretOf } from './EnrolStep.tsx';

describe('TOTP enrolment helpers', () => {
  it('reads the secret of the otpauth URI, in groups of four', () => {
    expect(
      secretOf('otpauth://totp/Qadhya:a%40b.tn?issuer=Qadhya&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30'),
    ).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(secretOf('not a uri')).toBe('');
  });

  it('makes the server SVG an image URL: markup escaped, never raw in the page', () => {
    const src = qrImageSrc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toContain('<');
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toContain('<svg');
  });
});
