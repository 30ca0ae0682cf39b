import { z } from 'zod';
import { Product } from './product.ts';
import { MagasinCode, Store } from './stores.ts';

function gs1Ok(code: string): boolean {
  let sum = 0;
  for (let i = code.length - 2, w = 3; i >= 0; i--, w = 4 - w) sum += (code.charCodeAt(i) - 48) * w;
  return (10 - (sum % 10)) % 10 === code.charCodeAt(code.length - 1) - 48;
}

/** UPC-E (8 digits, number system 0 or 1) → UPC-A (12 digits), or null. */
export function upcEToUpcA(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const ns = code[0] as string;
  const d = code.slice(1, 7);
  const check = code[7] as string;
  const last = d[5] as string;
  let body: string;
  if (last <= '2') body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') body = `${d.slice(0, 4)}00000${d[4] as string}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return `${ns}${body}${check}`;
}

/**
 * A scanned code: EAN-13, EAN-8, UPC-A (valid GS1 check digit) or UPC-E (8 digits), or CODE_128
 * text (printable ASCII, at most 40 characters, not 8/12/13 digits with a wrong check digit).
 */
export function isScanCode(code: string): boolean {
  if (/^\d{8}$/.test(code)) {
    const upca = upcEToUpcA(code);
    return gs1Ok(code) || (upca !== null && gs1Ok(upca));
  }
  if (/^\d{12,13}$/.test(code)) return gs1Ok(code);
  return /^[\x21-\x7e](?:[\x20-\x7e]{0,38}[\x21-\x7e])?$/.test(code);
}

/** POST /scan body (the spec's field names). The code is trimmed. */
export const ScanRequest = z
  .object({
    CODE_PRODUIT: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .refine(isScanCode, 'expected an EAN-13, EAN-8, UPC-A or UPC-E with a valid check digit, or CODE_128 text')
      .describe('The scanned barcode text'),
    MAGASIN_ID: MagasinCode.describe('Store code of the store the shopper stands in'),
  })
  .meta({ id: 'ScanRequest' });
export type ScanRequest = z.input<typeof ScanRequest>;

/** The scanned product with its price and stock in that store. Money in millimes. */
export const ScanResponse = z
  .object({
    data: z.object({ CODE_PRODUIT: z.string(), MAGASIN_ID: z.string() }).describe('The code and store, as looked up'),
    product: Product,
    price: z.number().int().describe("Price in that store: its last-chance price if any, else the product's price"),
    old_price: z.number().int().describe('Price before discount in that store'),
    remise: z.number().int().describe('Discount percent in that store'),
    price_source: z.enum(['last_chance', 'product']),
    stock: z.number().int().min(0).describe('Quantity in that store (missing → 0)'),
    stock_updated_at: z.string().nullable(),
    last_chance_stock: z.number().int().min(0).nullable().describe('Quantity at the last-chance price, when there is one'),
    store: Store,
  })
  .meta({ id: 'ScanResponse' });
export type ScanResponse = z.infer<typeof ScanResponse>;
