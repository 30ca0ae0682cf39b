import type { AdminStore, AdminStoreCreate, AdminStorePage, AdminStoreQuery, AdminStoreUpdate } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import type { StaffPrincipal } from '../admin/staff-session-store.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import { cleanSearch } from '../content-admin/search-text.ts';
import type { AdminStoreRow, StoreAdminRepository, StorePatch } from './store-admin.repository.ts';

const toAdminStore = (r: AdminStoreRow): AdminStore => ({ ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) });

/** The stores a staff member may see: a store manager only theirs; undefined = all. */
const visibleCodes = (staff: StaffPrincipal) => (staff.role === 'store_manager' ? staff.stores : undefined);

/** Stores in the back office (docs/back-office-content.md#stores). */
export function createStoreAdminService(deps: { repo: StoreAdminRepository; clock: Clock }) {
  const { repo, clock } = deps;

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

    /** A new store in a real delegation (its city and governorate), audited as store.create. */
    async create(body: AdminStoreCreate, actor: Actor): Promise<AdminStore> {
      const delegation = await repo.delegation(body.delegation_id);
      if (!delegation) throw new AppError(422, 'DELEGATION_NOT_FOUND', `No delegation ${body.delegation_id}.`);
      const created = await repo.transaction(async (trx) => {
        const inserted = await repo.insert(trx, {
          magasin_code: body.magasin_code,
          storename: body.storename,
          storename_ar: body.storename_ar ?? null,
          address: body.address,
          address_ar: body.address_ar ?? null,
          postal_code: body.postal_code ?? delegation.postal_code,
          phone: body.phone,
          city: delegation.name,
          region_name: delegation.governorate,
          delegation_id: delegation.id,
          governorate_id: delegation.governorate_id,
          latitude: body.latitude,
          longitude: body.longitude,
          ...(body.opening_hours ? { opening_hours: JSON.stringify(body.opening_hours) } : {}),
        });
        if (!inserted) throw new AppError(409, 'STORE_CODE_TAKEN', `A store already has the code ${body.magasin_code}.`);
        const row = (await repo.byCode(body.magasin_code, trx))!;
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: clock.now(),
          action: 'store.create',
          entity: 'store',
          entityId: row.magasin_code,
          before: null,
          after: toAdminStore(row),
          ip: actor.ip,
        });
        return row;
      });
      return toAdminStore(created);
    },

    async update(code: string, body: AdminStoreUpdate, actor: Actor): Promise<AdminStore> {
      const before = await one(code);
      const patch: StorePatch = {};
      for (const key of [
        'storename',
        'storename_ar',
        'address',
        'address_ar',
        'phone',
        'latitude',
        'longitude',
        'temporarily_closed',
      ] as const) {
        if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
      }
      if (body.opening_hours !== undefined) patch.opening_hours = JSON.stringify(body.opening_hours);
      const after = await repo.transaction(async (trx) => {
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
