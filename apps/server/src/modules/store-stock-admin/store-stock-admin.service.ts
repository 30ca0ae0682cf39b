import type { AdminLastChancePage, AdminStockPage, AdminStoreStockQuery, PageQuery } from '@qadhya/contracts';
import type { z } from 'zod';
import { notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import type { StaffPrincipal } from '../admin/staff-session-store.ts';
import { cleanSearch } from '../content-admin/search-text.ts';
import type { StoreStockAdminRepository } from './store-stock-admin.repository.ts';

/** A store's stock and last chance in the back office (docs/back-office-content.md#a-stores-stock-and-last-chance). */
export function createStoreStockAdminService({ repo }: { repo: StoreStockAdminRepository }) {
  /**
   * Admin: any store; a store manager: their own only. Another store is not found for them (their
   * role lets them in, the store is not theirs), as on GET /admin/stores/:code.
   */
  async function check(code: string, staff: StaffPrincipal): Promise<void> {
    if (staff.role === 'store_manager' && !staff.stores.includes(code)) throw notFound('STORE_NOT_FOUND', `No store ${code} among yours.`);
    if (!(await repo.storeExists(code))) throw notFound('STORE_NOT_FOUND', `No store ${code}.`);
  }

  return {
    async stock(code: string, query: z.output<typeof AdminStoreStockQuery>, staff: StaffPrincipal): Promise<AdminStockPage> {
      await check(code, staff);
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.stock({ code, q: cleanSearch(query.q) || undefined, out: query.out }, limit, offset);
      return pageOf(
        rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at).toISOString() })),
        query,
        total,
      );
    },

    async lastChance(code: string, query: PageQuery, staff: StaffPrincipal): Promise<AdminLastChancePage> {
      await check(code, staff);
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.lastChance(code, limit, offset);
      return pageOf(rows, query, total);
    },
  };
}

export type StoreStockAdminService = ReturnType<typeof createStoreStockAdminService>;
