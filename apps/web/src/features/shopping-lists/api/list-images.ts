import { call, ops } from '../../../lib/api/index.ts';

/** The gallery shows every failure itself: silent, without the default handler. */
const GALLERY_CALL = { silent: true, defaultHandler: false } as const;

/** POST /lists/:id/images (multipart, the picture in `image`): answers the list with it. */
export function addListImage(listId: number, file: File) {
  const form = new FormData();
  form.append('image', file, file.name);
  return call(ops.addListImage, { params: { id: listId }, body: form }, GALLERY_CALL);
}

/** DELETE /lists/:id/images/:imageId. */
export const removeListImage = (listId: number, imageId: number) =>
  call(ops.removeListImage, { params: { id: listId, imageId } }, GALLERY_CALL);
