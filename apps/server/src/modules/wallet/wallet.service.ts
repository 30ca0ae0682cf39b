import { createMoneyService } from './money.service.ts';
import { createPointsService, type WalletDeps } from './points.service.ts';
import { createTicketsService } from './tickets.service.ts';

export type { WalletDeps };

/**
 * The shopper's wallet (docs/wallet.md#the-shoppers-wallet-api): card, points, transfers and
 * conversions, coupons and vouchers, tickets,
 * transactions, budget, dashboard and the home; every write goes through the ledger it is given.
 */
export function createWalletService(deps: WalletDeps) {
  return { ...createPointsService(deps), ...createTicketsService(deps), ...createMoneyService(deps) };
}

export type WalletService = ReturnType<typeof createWalletService>;
