import { describe, expect, it } from 'vitest';
import { TICKET_READER, ticketCodeOf } from './ticket-qr.ts';

describe('ticketCodeOf', () => {
  it('takes the 12 digits of the QR text, spaces and dashes ignored', () => {
    expect(ticketCodeOf('123456789012')).toBe('123456789012');
    expect(ticketCodeOf(' 1234 5678-9012 ')).toBe('123456789012');
  });

  it('takes a run of exactly 12 digits inside a longer text (a URL ending with the code)', () => {
    expect(ticketCodeOf('https://qadhya.tn/t/2026/123456789012')).toBe('123456789012');
    expect(ticketCodeOf('ticket:000000000042;')).toBe('000000000042');
  });

  it('refuses texts without 12 consecutive digits, or with a longer run only', () => {
    expect(ticketCodeOf('12345678901')).toBeNull();
    expect(ticketCodeOf('1234567890123')).toBeNull();
    expect(ticketCodeOf('https://qadhya.tn/t/abc')).toBeNull();
    expect(ticketCodeOf('')).toBeNull();
  });
});

describe('TICKET_READER', () => {
  it('reads QR codes only', () => {
    expect(TICKET_READER.options.formats).toEqual(['QRCode']);
    expect(TICKET_READER.accept('QRCode', '123456789012')).toBe('123456789012');
    expect(TICKET_READER.accept('EAN13', '123456789012')).toBeNull();
  });
});
