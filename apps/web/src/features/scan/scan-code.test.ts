import { describe, expect, it } from 'vitest';
import { decodeSize, frameDue, parseManualCode, READER_FORMATS, toScanFormat, toScannedCode, trimCode, upcEToUpcA } from './scan-code.ts';

describe('scan formats', () => {
  it('maps the five reader formats to their documented names and refuses the others', () => {
    expect(READER_FORMATS.map(toScanFormat)).toEqual(['EAN_13', 'EAN_8', 'UPC_A', 'UPC_E', 'CODE_128']);
    for (const other of ['QRCode', 'Code39', 'ITF', 'DataMatrix', 'EAN5', '', 'toString', '__proto__'])
      expect(toScanFormat(other)).toBeNull();
  });
});

describe('trim', () => {
  it('trims the barcode text and drops empty results', () => {
    expect(trimCode('  6191234567897\n')).toBe('6191234567897');
    expect(trimCode('\t ')).toBeNull();
    expect(trimCode(undefined)).toBeNull();
    expect(toScannedCode('EAN13', ' 6191234567897 ')).toEqual({ code: '6191234567897', format: 'EAN_13' });
    expect(toScannedCode('Code128', ' ABC-42 ')).toEqual({ code: 'ABC-42', format: 'CODE_128' });
    expect(toScannedCode('QRCode', '6191234567897')).toBeNull();
    expect(toScannedCode('EAN13', '   ')).toBeNull();
    // The reader gives a UPC-A as its EAN-13 form.
    expect(toScannedCode('EAN13', '0036000291452')).toEqual({ code: '0036000291452', format: 'UPC_A' });
    expect(toScannedCode('UPCA', '036000291452')).toEqual({ code: '036000291452', format: 'UPC_A' });
  });
});

describe('manual entry', () => {
  it('accepts EAN-13, UPC-A, EAN-8 and UPC-E with valid check digits, ignoring spaces and dashes', () => {
    expect(parseManualCode('6 191234 567897')).toEqual({ code: '6191234567897', format: 'EAN_13' });
    expect(parseManualCode('036000291452')).toEqual({ code: '036000291452', format: 'UPC_A' });
    expect(parseManualCode('9638-5074')).toEqual({ code: '96385074', format: 'EAN_8' });
    expect(parseManualCode('04252614')).toEqual({ code: '04252614', format: 'UPC_E' });
  });
  it('refuses wrong check digits, letters, other lengths and nothing', () => {
    for (const bad of ['6191234567898', '61912345678a', '12345', '', '   ', '12345678901234', '96385075'])
      expect(parseManualCode(bad)).toBeNull();
  });
  it('expands UPC-E like GS1 does', () => {
    expect(upcEToUpcA('04252614')).toBe('042100005264');
    expect(upcEToUpcA('01234505')).toBe('012000003455');
    expect(upcEToUpcA('21234505')).toBeNull();
  });
});

describe('frame decoding budget', () => {
  it('downscales frames so that the longer side is at most 720 px, keeping the aspect', () => {
    expect(decodeSize(1920, 1080)).toEqual({ width: 720, height: 405 });
    expect(decodeSize(720, 1280)).toEqual({ width: 405, height: 720 });
    expect(decodeSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(decodeSize(0, 480)).toEqual({ width: 0, height: 0 });
  });
  it('decodes about 10 frames a second and never two at once', () => {
    expect(frameDue(1000, 950, false)).toBe(false);
    expect(frameDue(1000, 900, false)).toBe(true);
    expect(frameDue(1000, 0, true)).toBe(false);
  });
});
