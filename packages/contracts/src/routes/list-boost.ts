import { ApiError } from '../errors.ts';
import { BoostAnswer, ListIdParams, RequestBody } from '../shopping-lists.ts';
import { defineRoutes } from './define.ts';
import { signedIn } from './shared.ts';

/** The list-boost routes (docs/api.md#the-route-table). */
export const listBoostApi = /* @__PURE__ */ defineRoutes(signedIn('shopping-lists'), {
  boostList: {
    method: 'POST',
    path: '/api/v1/lists/:id/boost',
    summary:
      "Reminds the list's other people (the assigned members; the owner too when a member boosts) with a notification and a live event; once an hour per list; the same request_id answers the same without sending twice",
    params: ListIdParams,
    body: RequestBody,
    response: {
      202: BoostAnswer,
      404: ApiError.describe('LIST_NOT_FOUND: unknown, or neither owned by nor shared with the caller'),
      429: ApiError.describe('RATE_LIMITED {retry_after}, with a Retry-After header: this list was boosted less than an hour ago'),
    },
  },
});
