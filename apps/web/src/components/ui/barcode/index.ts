export { Barcode, type BarcodeProps } from './Barcode.tsx';
export { drawBarcode, type BarcodeFormat, type BarcodeLook } from './draw.ts';
