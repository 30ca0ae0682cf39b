import { topUpCodeOf } from '@qadhya/domain';
import type { ReaderOptions } from 'zxing-wasm/reader';
import type { CodeReader } from '../../lib/camera-reader/reader.ts';

/** What a recharge ticket carries (docs/phone-top-up.md#the-camera): a QR, or a Code 128 / EAN barcode. */
export const TOP_UP_FORMATS = ['QRCode', 'Code128', 'EAN13', 'EAN8'] as const;

/** The same tries as the product scan, one code a frame. */
export const TOP_UP_READER_OPTIONS: ReaderOptions = {
  formats: [...TOP_UP_FORMATS],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
};

/** The camera reader of the top-up: a code of those formats whose text holds a recharge code (else it keeps looking). */
export const TOP_UP_READER: CodeReader<string> = {
  options: TOP_UP_READER_OPTIONS,
  accept: (readerFormat, text) => ((TOP_UP_FORMATS as readonly string[]).includes(readerFormat) ? topUpCodeOf(text) : null),
};
