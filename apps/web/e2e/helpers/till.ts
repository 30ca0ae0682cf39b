/**
 * A till of the chain in the wallet's browser tests (docs/wallet.md#receipts): an API key with the
 * scope receipts:write made by an admin through the back office's API, and receipts posted with it
 * to POST /api/v1/integrations/receipts, as the chain's tills do.
 */
import type { ProductPage, ReceiptRequest, ReceiptResult, StoresResponse } from '@qadhya/contracts';
import { api, enrolByApi, type StaffLogin } from './admin.ts';

export interface Till {
  key: string;
  /** Posts a receipt; throws on a status other than 2xx. */
  post(receipt: ReceiptRequest): Promise<ReceiptResult>;
}

/** Signs the first admin in (password + TOTP through the API) and makes a till key. */
export async function openTill(baseURL: string, admin: StaffLogin, stores: string[] = []): Promise<Till> {
  const { token } = await enrolByApi(baseURL, admin.email, admin.password);
  return tillOf(baseURL, token, { stores });
}

/** A till key made with an admin's session token (`name` as the back office lists it). */
export async function tillOf(
  baseURL: string,
  token: string,
  { stores = [], name = 'Caisse e2e' }: { stores?: string[]; name?: string } = {},
): Promise<Till> {
  const created = await api<{ key: string }>(baseURL, 'POST', '/admin/api-keys', { name, scopes: ['receipts:write'], stores }, token);
  const key = created.key;
  return {
    key,
    async post(receipt) {
      const res = await fetch(`${baseURL}/api/v1/integrations/receipts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(receipt),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`POST /integrations/receipts: ${res.status} ${text}`);
      return JSON.parse(text) as ReceiptResult;
    },
  };
}

/** The demo's first store (GET /stores) and its first `count` products (GET /products), to ring up. */
export async function tillStock(
  baseURL: string,
  count: number,
): Promise<{ store: StoresResponse['items'][number]; products: ProductPage['items'] }> {
  const stores = (await (await fetch(`${baseURL}/api/v1/stores`)).json()) as StoresResponse;
  const products = (await (await fetch(`${baseURL}/api/v1/products?pageSize=${count}`)).json()) as ProductPage;
  return { store: stores.items[0]!, products: products.items };
}
