// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const joinGameWaitlist = {
  id: 'joinGameWaitlist',
  method: 'POST',
  path: '/api/v1/games/:key/waitlist',
} as Operation<(typeof routes)['gamesApi']['joinGameWaitlist']>;
