import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import { ListIdParams, ListImageParams, ListQuery, ShoppingList } from '../shopping-lists.ts';
import { LIST_IMAGE_MAX_BYTES, atMostBytes } from '../upload-limits.ts';
import { defineRoutes } from './define.ts';
import { signedIn, singleFileForm } from './shared.ts';

export const LIST_IMAGE_FIELD = 'image';
const notFound = ApiError.describe('LIST_NOT_FOUND: unknown, or neither owned by nor shared with the caller');

/** The list-images routes (docs/api.md#the-route-table). */
export const listImagesApi = /* @__PURE__ */ defineRoutes(signedIn('shopping-lists'), {
  addListImage: {
    method: 'POST',
    path: '/api/v1/lists/:id/images',
    summary: `Adds a photo to a list (a handwritten list, a product): multipart field ${LIST_IMAGE_FIELD}, a JPEG, PNG or WebP of ${atMostBytes(LIST_IMAGE_MAX_BYTES)}, re-encoded to a WebP of at most 1600 pixels a side without metadata; at most 10 a list`,
    consumes: ['multipart/form-data'],
    params: ListIdParams,
    querystring: ListQuery.extend(LangQuery.shape),
    body: singleFileForm(LIST_IMAGE_FIELD, `JPEG, PNG or WebP, ${atMostBytes(LIST_IMAGE_MAX_BYTES)}`),
    response: {
      201: ShoppingList,
      404: notFound,
      409: ApiError.describe('LIST_IMAGES_FULL: the list has its 10 photos'),
      413: ApiError,
      415: ApiError,
      422: ApiError,
      429: ApiError,
      503: ApiError,
    },
  },
  removeListImage: {
    method: 'DELETE',
    path: '/api/v1/lists/:id/images/:imageId',
    summary: 'Takes a photo off a list: the member who added it or the list’s owner',
    params: ListImageParams,
    response: {
      204: z.null().describe('Removed'),
      403: ApiError.describe('LIST_OWNER_ONLY: neither the photo’s adder nor the list’s owner'),
      404: ApiError.describe('LIST_NOT_FOUND (not the caller’s list) or LIST_IMAGE_NOT_FOUND (not a photo of this list)'),
    },
  },
});
