import type { AdminStoreUpdate } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

/** PATCH /admin/stores/:code: names, address, phone, position, hours, temporary closing (admin). */
export const updateStore = (code: string, body: AdminStoreUpdate) => call(ops.updateAdminStore, { params: { code }, body });
