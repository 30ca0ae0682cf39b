import type { AdminDashboard } from '@qadhya/contracts';
import { addDays, tunisDateString, type Clock } from '@qadhya/domain';
import type { StaffPrincipal } from '../admin/staff-session-store.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

/** How many favourite products and stock-out rows the home lists. */
export const TOP_FAVOURITES = 10;
export const STOCK_OUT_ROWS = 20;

/**
 * The back office's home (docs/back-office-content.md#dashboard), on Tunis days: a store manager
 * sees only the stock-outs of their own stores; the other figures are the chain's.
 */
export function createDashboardService({ repo, clock }: { repo: DashboardRepository; clock: Clock }) {
  return {
    async figures(staff: StaffPrincipal): Promise<AdminDashboard> {
      const today = tunisDateString(clock.now());
      const since = addDays(today, -6);
      const manager = staff.role === 'store_manager';
      const catalogueId = await repo.currentCatalogue(today);
      const [shoppers, scans, top, outs] = await Promise.all([
        manager ? null : repo.shoppersActive(today, since),
        manager ? null : repo.scans(today, since),
        manager ? [] : repo.topFavourites(TOP_FAVOURITES),
        catalogueId === null ? { count: 0, items: [] } : repo.stockOuts(catalogueId, manager ? staff.stores : undefined, STOCK_OUT_ROWS),
      ]);
      return {
        today,
        shoppers_active: shoppers,
        scans,
        top_favourites: top,
        stock_outs: { catalogue_id: catalogueId, ...outs },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
