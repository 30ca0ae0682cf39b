import { isValidGtin } from '@qadhya/domain';
import type { ReaderOptions } from 'zxing-wasm/reader';
import type { CodeReader } from '../../lib/camera-reader/reader.ts';

export { decodeSize, DECODE_INTERVAL_MS, frameDue, MAX_DECODE_SIZE } from '../../lib/camera-reader/frames.ts';

/** The scan formats (docs/scan.md#barcodes). */
export type ScanFormat = 'EAN_13' | 'EAN_8' | 'UPC_A' | 'UPC_E' | 'CODE_128';

/** zxing-wasm's names of the same five formats: the reader looks for these only. */
export const READER_FORMATS = ['EAN13', 'EAN8', 'UPCA', 'UPCE', 'Code128'] as const;
export type ReaderFormat = (typeof READER_FORMATS)[number];

const FORMAT_OF: Record<ReaderFormat, ScanFormat> = {
  EAN13: 'EAN_13',
  EAN8: 'EAN_8',
  UPCA: 'UPC_A',
  UPCE: 'UPC_E',
  Code128: 'CODE_128',
};

/**
 * The reader's options (the app and bench/scan use the same): the five formats, one code a frame,
 * and 3 scan lines that agree rather than zxing's 2 (a wrong code is worse than none: with 2, a
 * half-hidden EAN-13 of bench/scan's degraded set read as a UPC-E; docs/scan.md#reading-hard-frames).
 */
export const READER_OPTIONS: ReaderOptions = {
  formats: [...READER_FORMATS],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
  minLineCount: 3,
};

/** The spec's name of a reader format, or null for any format the scan does not accept. */
export function toScanFormat(readerFormat: string): ScanFormat | null {
  return Object.hasOwn(FORMAT_OF, readerFormat) ? FORMAT_OF[readerFormat as ReaderFormat] : null;
}

export interface ScannedCode {
  code: string;
  format: ScanFormat;
}

/** The barcode text trimmed (docs/scan.md#barcodes); null when nothing is left. */
export function trimCode(text: string | null | undefined): string | null {
  const code = (text ?? '').trim();
  return code ? code : null;
}

/**
 * A decoder result → the code to look up, or null (format not accepted, empty text). The reader
 * returns a UPC-A as its EAN-13 form (a leading 0): it is named UPC_A and kept as 13 digits, the
 * form the catalogue stores (the API also accepts the 12 digits).
 */
export function toScannedCode(readerFormat: string, text: string): ScannedCode | null {
  const format = toScanFormat(readerFormat);
  const code = trimCode(text);
  if (!format || !code) return null;
  return { code, format: format === 'EAN_13' && /^0\d{12}$/.test(code) ? 'UPC_A' : format };
}

/** UPC-E (8 digits, number system 0 or 1) → UPC-A (12 digits), or null. */
export function upcEToUpcA(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const d = code.slice(1, 7);
  const last = d[5]!;
  let body: string;
  if (last <= '2') body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') body = `${d.slice(0, 4)}00000${d[4]!}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return `${code[0]!}${body}${code[7]!}`;
}

/**
 * The digits typed under a barcode: spaces and dashes ignored; 8, 12 or 13 digits with a valid
 * GS1 check digit (EAN-8, UPC-A, EAN-13) or an 8-digit UPC-E. Null when it cannot be a product code.
 */
export function parseManualCode(raw: string): ScannedCode | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 13 && isValidGtin(digits)) return { code: digits, format: 'EAN_13' };
  if (digits.length === 12 && isValidGtin(digits)) return { code: digits, format: 'UPC_A' };
  if (digits.length === 8) {
    if (isValidGtin(digits)) return { code: digits, format: 'EAN_8' };
    const upca = upcEToUpcA(digits);
    if (upca && isValidGtin(upca)) return { code: digits, format: 'UPC_E' };
  }
  return null;
}

/** What the scan's camera reads: the five product formats, their trimmed text (docs/scan.md#barcodes). */
export const PRODUCT_READER: CodeReader<ScannedCode> = { options: READER_OPTIONS, accept: toScannedCode };
