import { drawBarcode } from '../../../components/ui/barcode/index.ts';

export interface CouponImageText {
  title: string;
  label: string;
  amount: string;
  code: string;
  expiry: string;
  rtl: boolean;
}

const WIDTH = 720;
const HEIGHT = 560;

/**
 * The offer as a PNG drawn on a canvas ('Télécharger'): type, label, amount, its Code 128 barcode,
 * the code under it and the expiry line (docs/wallet.md#card-and-benefits-screens). Resolves the PNG blob.
 */
export async function couponImage(text: CouponImageText): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = '#c8102e';
  ctx.fillRect(0, 0, WIDTH, 96);
  ctx.direction = text.rtl ? 'rtl' : 'ltr';
  ctx.textAlign = 'center';
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 40px Inter, "Noto Sans Arabic", sans-serif';
  ctx.fillText(text.title, WIDTH / 2, 62);
  ctx.fillStyle = '#111827';
  ctx.font = 'bold 64px Inter, sans-serif';
  ctx.direction = 'ltr';
  ctx.fillText(text.amount, WIDTH / 2, 180);
  ctx.direction = text.rtl ? 'rtl' : 'ltr';
  ctx.font = '30px Inter, "Noto Sans Arabic", sans-serif';
  ctx.fillText(text.label, WIDTH / 2, 230, WIDTH - 48);

  const bars = document.createElement('canvas');
  if (drawBarcode(bars, text.code, 'CODE128', { height: 120, width: 3 })) {
    const w = Math.min(bars.width, WIDTH - 48);
    const h = (bars.height * w) / bars.width;
    ctx.drawImage(bars, (WIDTH - w) / 2, 260, w, h);
  }
  ctx.direction = 'ltr';
  ctx.fillStyle = '#111827';
  ctx.font = 'bold 32px ui-monospace, monospace';
  ctx.fillText(text.code, WIDTH / 2, 460);
  ctx.direction = text.rtl ? 'rtl' : 'ltr';
  ctx.font = '26px Inter, "Noto Sans Arabic", sans-serif';
  ctx.fillStyle = '#374151';
  ctx.fillText(text.expiry, WIDTH / 2, 510, WIDTH - 48);

  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}

/** Saves a blob under a name through a temporary link (the browser's download). */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  queueMicrotask(() => URL.revokeObjectURL(url));
}
