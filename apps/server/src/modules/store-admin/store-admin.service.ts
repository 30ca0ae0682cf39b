import type { AdminStore, AdminStorePage, AdminStoreQuery, AdminStoreUpdate } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { StoresTable } from '../../db/tables/stores.ts';
import { notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import type { StaffPrincipal } from '../admin/staff-session-store.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import { cleanSearch } from '../content-admin/search-text.ts';
import type { AdminStoreRow, StoreAdminRepository } from './store-admin.repository.ts';

const toAdminStore = (r: AdminStoreRow): AdminStore => ({ ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) });

/** The stores a staff member may see: a store manager only theirs; undefined = all. */
const visibleCodes = (staff: StaffPrincipal) => (staff.role === 'store_manager' ? staff.stores : undefined);

/** Stores in the back office (docs/back-office-content.md#stores). */
export function createStoreAdminService(deps: { db: Kysely<DB>; repo: StoreAdminRepository; clock: Clock }) {
  const { db, repo, clock } = deps;

  async function one(code: string): Promise<AdminStoreRow> {
    const row = await repo.byCode(code);
    if (!row) throw notFound('STORE_NOT_FOUND', `No store ${code}.`);
    return row;
  }

  return {
    async search(query: z.output<typeof AdminStoreQuery>, staff: StaffPrincipal): Promise<AdminStorePage> {
      const q = cleanSearch(query.q);
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.search({ q: q || undefined, codes: visibleCodes(staff) }, limit, offset);
      return pageOf(rows.map(toAdminStore), query, total);
    },

    async get(code: string, staff: StaffPrincipal): Promise<AdminStore> {
      // Another store is not found for a store manager: the role lets them in, the store is not theirs.
      const codes = visibleCodes(staff);
      if (codes && !codes.includes(code)) throw notFound('STORE_NOT_FOUND', `No store ${code} among yours.`);
      return toAdminStore(await one(code));
    },

    async update(code: string, body: AdminStoreUpdate, actor: Actor): Promise<AdminStore> {
      const before = await one(code);
      const patch: Updateable<StoresTable> = {};
      for (const key of ['storename', 'storename_ar', 'address', 'address_ar', 'phone', 'latitude', 'longitude', 'temporarily_closed'] as const) {
        if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
      }
      if (body.opening_hours !== undefined) patch.opening_hours = JSON.stringify(body.opening_hours);
      const after = await db.transaction().execute(async (trx) => {
        await repo.update(trx, code, patch);
        const after = (await repo.byCode(code, trx))!;
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: clock.now(),
          action: 'store.update',
          entity: 'store',
          entityId: code,
          before: toAdminStore(before),
          after: toAdminStore(after),
          ip: actor.ip,
        });
        return after;
      });
      return toAdminStore(after);
    },
  };
}

export type StoreAdminService = ReturnType<typeof createStoreAdminService>;
