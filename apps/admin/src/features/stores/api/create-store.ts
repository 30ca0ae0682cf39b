import type { AdminStoreCreate } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/stores: opens a new store in a delegation (admin). */
export const createStore = (body: AdminStoreCreate) => call(ops.createAdminStore, { body });
