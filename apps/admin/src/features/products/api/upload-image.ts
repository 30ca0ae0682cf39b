import { PRODUCT_IMAGE_FIELD, type AdminProduct } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/products/:sku/image: a photo (multipart field IMAGE) replaces the drawn pack. */
export function uploadProductImage(sku: string, file: File): Promise<AdminProduct> {
  const form = new FormData();
  form.append(PRODUCT_IMAGE_FIELD, file, file.name);
  return request<AdminProduct>('POST', `/admin/products/${encodeURIComponent(sku)}/image`, { body: form });
}
