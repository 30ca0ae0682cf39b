import { describe, expect, it } from 'vitest';
import { TOP_UP_READER } from './top-up-reader.ts';

describe('the top-up camera reader', () => {
  it('looks for QR codes, Code 128 and EAN only', () => {
    expect(TOP_UP_READER.options.formats).toEqual(['QRCode', 'Code128', 'EAN13', 'EAN8']);
  });

  it('accepts a recharge code in any of them, by the top-up rule', () => {
    expect(TOP_UP_READER.accept('QRCode', '*100*12345678901234#')).toBe('12345678901234');
    expect(TOP_UP_READER.accept('QRCode', 'RECHARGE*12345678901234%23')).toBe('12345678901234');
    expect(TOP_UP_READER.accept('Code128', '12345678901234')).toBe('12345678901234');
    expect(TOP_UP_READER.accept('EAN13', '6191234567897')).toBe('6191234567897');
  });

  it('keeps looking on another format or a text without a code', () => {
    expect(TOP_UP_READER.accept('DataMatrix', '12345678901234')).toBeNull();
    expect(TOP_UP_READER.accept('QRCode', 'https://example.tn')).toBeNull();
    expect(TOP_UP_READER.accept('QRCode', '*100*#')).toBeNull();
  });
});
