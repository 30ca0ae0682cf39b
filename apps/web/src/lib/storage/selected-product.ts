import { readLocalJson, writeLocalJson } from './local-store.ts';

/** The product handed to detail-produit through local key `produit` (docs/shell.md#local-storage-keys). */
export function storeSelectedProduct(product: unknown): void {
  writeLocalJson('produit', product);
}

export function readSelectedProduct<T>(): T | null {
  return readLocalJson<T>('produit');
}
