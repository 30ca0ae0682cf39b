import { describe, expect, it } from 'vitest';
import { isOperatorKey, OPERATORS, telHref, topUpCodeOf, ussdFor } from '../src/top-up.ts';

describe('topUpCodeOf', () => {
  it('takes plain digits as they are (trimmed)', () => {
    expect(topUpCodeOf('12345678901234')).toBe('12345678901234');
    expect(topUpCodeOf('  12345678901234\n')).toBe('12345678901234');
  });

  it('takes the last *-segment of a USSD, without its #', () => {
    expect(topUpCodeOf('*100*12345678901234#')).toBe('12345678901234');
    expect(topUpCodeOf('*123*98765432109876#')).toBe('98765432109876');
  });

  it('removes %23 (a # written in a URL) as well', () => {
    expect(topUpCodeOf('RECHARGE*12345678901234%23')).toBe('12345678901234');
    expect(topUpCodeOf('tel:*100*12345678901234%23')).toBe('12345678901234');
    expect(topUpCodeOf('*100*12345678901234%23%23')).toBe('12345678901234');
  });

  it('with several *, only the last segment counts', () => {
    expect(topUpCodeOf('*1*2*3*12345678901234#')).toBe('12345678901234');
    expect(topUpCodeOf('OOREDOO*10DT*12345678901234')).toBe('12345678901234');
  });

  it('without *, the whole text with its # and %23 removed', () => {
    expect(topUpCodeOf('12345678901234#')).toBe('12345678901234');
    expect(topUpCodeOf('#12345678901234%23')).toBe('12345678901234');
  });

  it('drops spaces and dashes inside the digits', () => {
    expect(topUpCodeOf('1234 5678 9012 34')).toBe('12345678901234');
    expect(topUpCodeOf('*100*1234-5678-9012-34#')).toBe('12345678901234');
  });

  it('is null when nothing usable is left', () => {
    for (const text of ['', '   ', '#', '%23', '*', '*100*', '*100*#', '12345678901234*', '*100*%23'])
      expect(topUpCodeOf(text), text).toBeNull();
  });

  it('is null for letters or other characters in the code', () => {
    for (const text of [
      'RECHARGE',
      'ABCD12345678',
      '*100*1234567890ABC#',
      'https://example.tn/r/12345678901234',
      '1234.5678.9012',
      '١٢٣٤٥٦٧٨٩٠١٢',
    ]) {
      expect(topUpCodeOf(text), text).toBeNull();
    }
  });

  it('is null outside 8 to 20 digits (a price or a stray number is no code)', () => {
    expect(topUpCodeOf('1234567')).toBeNull();
    expect(topUpCodeOf('12345678')).toBe('12345678');
    expect(topUpCodeOf('1'.repeat(20))).toBe('1'.repeat(20));
    expect(topUpCodeOf('1'.repeat(21))).toBeNull();
    expect(topUpCodeOf('*100*10#')).toBeNull();
  });
});

describe('operators and their USSD', () => {
  it('are Ooredoo, Tunisie Telecom and Orange', () => {
    expect(OPERATORS.map((o) => [o.key, o.name])).toEqual([
      ['ooredoo', 'Ooredoo'],
      ['tt', 'Tunisie Telecom'],
      ['orange', 'Orange'],
    ]);
    expect(isOperatorKey('tt')).toBe(true);
    expect(isOperatorKey('TT')).toBe(false);
  });

  it('Ooredoo: *100*{code}#', () => {
    expect(ussdFor('ooredoo', '12345678901234')).toBe('*100*12345678901234#');
  });

  it('Tunisie Telecom: *123*{code}#', () => {
    expect(ussdFor('tt', '12345678901234')).toBe('*123*12345678901234#');
  });

  it('Orange: *100*{code}#', () => {
    expect(ussdFor('orange', '12345678901234')).toBe('*100*12345678901234#');
  });

  it('a scanned text goes through to the same USSD', () => {
    expect(ussdFor('tt', topUpCodeOf('*100*12345678901234#')!)).toBe('*123*12345678901234#');
  });
});

describe('telHref', () => {
  it('writes # as %23 and keeps * and the digits', () => {
    expect(telHref('*100*12345678901234#')).toBe('tel:*100*12345678901234%23');
    expect(telHref('*123*12345678901234#')).toBe('tel:*123*12345678901234%23');
    expect(telHref('80100200')).toBe('tel:80100200');
  });

  it('for each operator, the link of its USSD', () => {
    expect(OPERATORS.map((o) => telHref(ussdFor(o.key, '12345678')))).toEqual([
      'tel:*100*12345678%23',
      'tel:*123*12345678%23',
      'tel:*100*12345678%23',
    ]);
  });
});
