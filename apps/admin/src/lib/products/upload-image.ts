import { PRODUCT_IMAGE_FIELD } from '@qadhya/contracts';
import { call, ops } from '../api/call.ts';

/** POST /admin/products/:sku/image: a photo (multipart field IMAGE) replaces the drawn pack. */
export function uploadProductImage(sku: string, file: File) {
  const form = new FormData();
  form.append(PRODUCT_IMAGE_FIELD, file, file.name);
  return call(ops.uploadAdminProductImage, { params: { sku }, body: form });
}
