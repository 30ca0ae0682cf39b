import { useLayoutEffect, useRef, useState } from 'react';
import styles from './Barcode.module.css';
import { drawBarcode, type BarcodeFormat, type BarcodeLook } from './draw.ts';

export interface BarcodeProps extends BarcodeLook {
  value: string;
  format: BarcodeFormat;
  /** What a screen reader says for the drawing (e.g. "Code-barres de la carte 2900000000017"). */
  label: string;
  testId?: string;
}

/**
 * A scannable barcode drawn as SVG (jsbarcode, in the chunk of the screens that show one: never in
 * the first load). Always left to right, also inside Arabic screens; an image named by `label`.
 */
export function Barcode({ value, format, label, testId, height, width, text }: BarcodeProps) {
  const ref = useRef<SVGSVGElement>(null);
  const [valid, setValid] = useState(true);
  useLayoutEffect(() => {
    if (ref.current) setValid(drawBarcode(ref.current, value, format, { height, width, text }));
  }, [value, format, height, width, text]);
  return (
    <div className={styles.box} dir="ltr" data-testid={testId} data-valid={valid} data-format={format} data-barcode>
      <svg ref={ref} className={styles.svg} role="img" aria-label={label} />
    </div>
  );
}
