import JsBarcode from 'jsbarcode';

/** The two symbologies the wallet prints: the card's EAN-13 and the offers' Code 128. */
export type BarcodeFormat = 'EAN13' | 'CODE128';

export interface BarcodeLook {
  /** Bar height in px (the drawing scales with its box). */
  height?: number;
  /** Width of the thinnest bar in px. */
  width?: number;
  /** Print the human-readable text under the bars (the EAN-13's digits layout). */
  text?: boolean;
}

/**
 * Draws `value` as a barcode into an <svg> or a <canvas> with jsbarcode (docs/wallet.md#card-and-benefits-screens):
 * black bars on white, quiet zones kept (a scanner needs them). Returns false when the value cannot
 * be encoded in that format (a wrong EAN-13 check digit): the target is then left empty.
 */
export function drawBarcode(
  target: SVGSVGElement | HTMLCanvasElement,
  value: string,
  format: BarcodeFormat,
  look: BarcodeLook = {},
): boolean {
  let valid = true;
  try {
    JsBarcode(target, value, {
      format,
      height: look.height ?? 80,
      width: look.width ?? 2,
      displayValue: look.text ?? false,
      margin: 10,
      background: '#ffffff',
      lineColor: '#000000',
      font: 'Inter, sans-serif',
      fontSize: 18,
      valid: (ok: boolean) => {
        valid = ok;
      },
    });
  } catch {
    valid = false;
  }
  if (!valid) target.replaceChildren();
  return valid;
}
