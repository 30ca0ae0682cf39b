import { isValidGtin, withCheckDigit } from '@qadhya/domain';
import { hash32 } from '../prng.ts';
import type { ProductDraft } from './types.ts';

/**
 * EAN-13 for generated products: GS1 prefix (619 Tunisia unless the line says otherwise, 2x for
 * fresh produce weighed in store) + a 4-digit company number per brand + a 5-digit item number,
 * + the check digit. Never equal to a real product's code.
 */
export class EanFactory {
  private readonly used = new Set<string>();
  private readonly nextItem = new Map<string, number>();

  constructor(realCodes: Iterable<string>) {
    for (const code of realCodes) this.used.add(code);
  }

  next(draft: ProductDraft): string {
    const prefix = draft.fresh ? '21' : (draft.gs1Prefix ?? '619');
    const companyDigits = 12 - prefix.length - 5;
    const company = String(hash32(`maker:${draft.marque ?? 'frais'}:${prefix}`) % 10 ** companyDigits).padStart(companyDigits, '0');
    const key = prefix + company;
    for (;;) {
      const item = this.nextItem.get(key) ?? hash32(`first:${key}`) % 50_000;
      this.nextItem.set(key, item + 1);
      const code = withCheckDigit(`${key}${String(item % 100_000).padStart(5, '0')}`);
      if (!this.used.has(code) && isValidGtin(code)) {
        this.used.add(code);
        return code;
      }
    }
  }
}
