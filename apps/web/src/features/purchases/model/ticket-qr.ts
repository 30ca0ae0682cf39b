import type { ReaderOptions } from 'zxing-wasm/reader';
import type { CodeReader } from '../../../lib/camera-reader/reader.ts';

/**
 * The 12-digit attach code in a paper receipt's QR text (docs/wallet.md#purchases-screens): the
 * text itself (spaces and dashes ignored), else the LAST run of exactly 12 digits in it (a URL
 * ending with the code). Null when there is none: the reader keeps looking.
 */
export function ticketCodeOf(text: string): string | null {
  const whole = text.trim().replace(/[\s-]/g, '');
  if (/^\d{12}$/.test(whole)) return whole;
  const runs = text.match(/(?<!\d)\d{12}(?!\d)/g);
  return runs ? runs[runs.length - 1]! : null;
}

/** QR codes only, one a frame (the same tries as the product scan). */
export const TICKET_READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
};

/** What the ticket's camera reader accepts: a QR whose text holds the 12 digits. */
export const TICKET_READER: CodeReader<string> = {
  options: TICKET_READER_OPTIONS,
  accept: (readerFormat, text) => (readerFormat === 'QRCode' ? ticketCodeOf(text) : null),
};
