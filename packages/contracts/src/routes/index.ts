/**
 * The route table (docs/api.md#the-route-table): every operation the server serves, filed by feature
 * under its operationId, with its method, path, tags, texts and zod schemas. The server declares its
 * routes from it (apps/server/src/http/route.ts); a client is generated from the same entries.
 */
import { adminApi } from './admin.ts';
import { apiKeysApi } from './api-keys.ts';
import { appConfigApi } from './app-config.ts';
import { authApi } from './auth.ts';
import { brandsApi } from './brands.ts';
import { broadcastsApi } from './broadcasts.ts';
import { campaignAdminApi } from './campaign-admin.ts';
import { catalogueAdminApi } from './catalogue-admin.ts';
import { cataloguesApi } from './catalogues.ts';
import { clockApi } from './clock.ts';
import { contentApi } from './content.ts';
import { dashboardApi } from './dashboard.ts';
import { devApi } from './dev.ts';
import { devicesApi } from './devices.ts';
import { familyApi } from './family.ts';
import { favouritesApi } from './favourites.ts';
import { feedsApi } from './feeds.ts';
import { gamesApi } from './games.ts';
import { healthApi } from './health.ts';
import { helpApi } from './help.ts';
import { importsApi } from './imports.ts';
import { inboxApi } from './inbox.ts';
import { lastChanceApi } from './last-chance.ts';
import { lastChanceAlertsAdminApi, lastChanceFollowsApi } from './last-chance-alerts.ts';
import { listBoostApi } from './list-boost.ts';
import { listDealsApi } from './list-deals.ts';
import { listEventsApi } from './list-events.ts';
import { listImagesApi } from './list-images.ts';
import { mediaApi } from './media.ts';
import { mobileOfferApi } from './mobile-offer.ts';
import { moneyApi } from './money.ts';
import { priceHistoryApi } from './price-history.ts';
import { probesApi } from './probes.ts';
import { productAdminApi } from './product-admin.ts';
import { productsApi } from './products.ts';
import { promoAdminApi } from './promo-admin.ts';
import { promotionsApi } from './promotions.ts';
import { pushApi } from './push.ts';
import { receiptsApi } from './receipts.ts';
import { referenceApi } from './reference.ts';
import { referralApi } from './referral.ts';
import { scanApi } from './scan.ts';
import { shoppingListsApi } from './shopping-lists.ts';
import { socialAuthApi, socialLinksApi } from './social-auth.ts';
import { stockApi } from './stock.ts';
import { storeAdminApi } from './store-admin.ts';
import { storeStockAdminApi } from './store-stock-admin.ts';
import { storesApi } from './stores.ts';
import { supportAdminApi } from './support-admin.ts';
import { textsAdminApi } from './texts-admin.ts';
import { ticketsApi } from './tickets.ts';
import { audienceApi, trackerApi, trackingConsentApi } from './tracker.ts';
import { usersApi } from './users.ts';
import { walletAdminApi } from './wallet-admin.ts';
import { walletApi } from './wallet.ts';

export * from './define.ts';
export * from './tags.ts';
export * from './admin.ts';
export * from './api-keys.ts';
export * from './app-config.ts';
export * from './auth.ts';
export * from './brands.ts';
export * from './broadcasts.ts';
export * from './campaign-admin.ts';
export * from './catalogue-admin.ts';
export * from './catalogues.ts';
export * from './clock.ts';
export * from './content.ts';
export * from './dashboard.ts';
export * from './dev.ts';
export * from './devices.ts';
export * from './family.ts';
export * from './favourites.ts';
export * from './feeds.ts';
export * from './games.ts';
export * from './health.ts';
export * from './help.ts';
export * from './imports.ts';
export * from './inbox.ts';
export * from './last-chance.ts';
export * from './last-chance-alerts.ts';
export * from './list-boost.ts';
export * from './list-deals.ts';
export * from './list-events.ts';
export * from './list-images.ts';
export * from './media.ts';
export * from './mobile-offer.ts';
export * from './money.ts';
export * from './price-history.ts';
export * from './probes.ts';
export * from './product-admin.ts';
export * from './products.ts';
export * from './promo-admin.ts';
export * from './promotions.ts';
export * from './push.ts';
export * from './receipts.ts';
export * from './reference.ts';
export * from './referral.ts';
export * from './scan.ts';
export * from './shopping-lists.ts';
export * from './social-auth.ts';
export * from './stock.ts';
export * from './store-admin.ts';
export * from './store-stock-admin.ts';
export * from './stores.ts';
export * from './support-admin.ts';
export * from './texts-admin.ts';
export * from './tickets.ts';
export * from './tracker.ts';
export * from './users.ts';
export * from './wallet-admin.ts';
export * from './wallet.ts';

/** Every operation, by operationId. */
export const apiRoutes = {
  ...adminApi,
  ...apiKeysApi,
  ...appConfigApi,
  ...authApi,
  ...brandsApi,
  ...broadcastsApi,
  ...campaignAdminApi,
  ...catalogueAdminApi,
  ...cataloguesApi,
  ...clockApi,
  ...contentApi,
  ...dashboardApi,
  ...devApi,
  ...devicesApi,
  ...familyApi,
  ...favouritesApi,
  ...feedsApi,
  ...gamesApi,
  ...healthApi,
  ...helpApi,
  ...importsApi,
  ...inboxApi,
  ...lastChanceApi,
  ...lastChanceAlertsAdminApi,
  ...lastChanceFollowsApi,
  ...listBoostApi,
  ...listDealsApi,
  ...listEventsApi,
  ...listImagesApi,
  ...mediaApi,
  ...mobileOfferApi,
  ...moneyApi,
  ...priceHistoryApi,
  ...probesApi,
  ...productAdminApi,
  ...productsApi,
  ...promoAdminApi,
  ...promotionsApi,
  ...pushApi,
  ...receiptsApi,
  ...referenceApi,
  ...referralApi,
  ...scanApi,
  ...shoppingListsApi,
  ...socialAuthApi,
  ...socialLinksApi,
  ...stockApi,
  ...storeAdminApi,
  ...storeStockAdminApi,
  ...storesApi,
  ...supportAdminApi,
  ...textsAdminApi,
  ...ticketsApi,
  ...trackerApi,
  ...trackingConsentApi,
  ...audienceApi,
  ...usersApi,
  ...walletAdminApi,
  ...walletApi,
};

export type OperationId = keyof typeof apiRoutes;
