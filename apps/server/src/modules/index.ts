import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cataloguesRoutes } from './catalogues/catalogues.routes.ts';
import { clockRoutes } from './clock/clock.routes.ts';
import { appConfigRoutes } from './app-config/app-config.routes.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { productsRoutes } from './products/products.routes.ts';
import { priceHistoryRoutes } from './price-history/price-history.routes.ts';
import { promotionsRoutes } from './promotions/promotions.routes.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { storesRoutes } from './stores/stores.routes.ts';
import { stockRoutes } from './stock/stock.routes.ts';
import { lastChanceRoutes } from './last-chance/last-chance.routes.ts';
import { lastChanceAlertsAdminRoutes, lastChanceFollowsRoutes } from './last-chance-alerts/last-chance-alerts.routes.ts';
import { scanRoutes } from './scan/scan.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { devicesRoutes } from './devices/devices.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { familyRoutes } from './family/family.routes.ts';
import { favouritesRoutes } from './favourites/favourites.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { apiKeysRoutes } from './integrations/api-keys.routes.ts';
import { feedsRoutes } from './integrations/feeds.routes.ts';
import { receiptsRoutes } from './receipts/receipts.routes.ts';
import { importsRoutes } from './integrations/imports.routes.ts';
import { promoAdminRoutes } from './promo-admin/promo-admin.routes.ts';
import { productAdminRoutes } from './product-admin/product-admin.routes.ts';
import { storeAdminRoutes } from './store-admin/store-admin.routes.ts';
import { storeStockAdminRoutes } from './store-stock-admin/store-stock-admin.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { catalogueAdminRoutes } from './catalogue-admin/catalogue-admin.routes.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';
import { ticketsRoutes } from './wallet/tickets.routes.ts';
import { moneyRoutes } from './wallet/money.routes.ts';
import { walletAdminRoutes } from './wallet-admin/wallet-admin.routes.ts';
import { supportAdminRoutes } from './support-admin/support-admin.routes.ts';
import { textsAdminRoutes } from './content-texts-admin/texts-admin.routes.ts';
import { listImagesRoutes } from './shopping-lists/list-images.routes.ts';
import { listBoostRoutes } from './shopping-lists/list-boost.routes.ts';
import { shoppingListsRoutes } from './shopping-lists/shopping-lists.routes.ts';
import { listDealsRoutes } from './list-deals/list-deals.routes.ts';
import { listEventsRoutes } from './list-events/list-events.routes.ts';
import { inboxRoutes } from './inbox/inbox.routes.ts';
import { helpRoutes } from './help/help.routes.ts';
import { pushRoutes } from './push/push.routes.ts';
import { broadcastsRoutes } from './broadcasts/broadcasts.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { brandsRoutes } from './brands/brands.routes.ts';
import { gamesRoutes } from './games/games.routes.ts';
import { campaignAdminRoutes } from './campaign-admin/campaign-admin.routes.ts';
import { referralRoutes } from './referral/referral.routes.ts';
import { mobileOfferRoutes } from './mobile-offer/mobile-offer.routes.ts';
import { trackerRoutes } from './tracker/tracker.routes.ts';
import { socialAuthRoutes } from './social-auth/social-auth.routes.ts';

/**
 * Every API module's routes, registered under /api/v1. Add a module here and nowhere else.
 */
export const apiModules: FastifyPluginAsyncZod[] = [
  mediaRoutes,
  referenceRoutes,
  clockRoutes,
  appConfigRoutes,
  cataloguesRoutes,
  productsRoutes,
  priceHistoryRoutes,
  promotionsRoutes,
  storesRoutes,
  stockRoutes,
  lastChanceRoutes,
  lastChanceFollowsRoutes,
  lastChanceAlertsAdminRoutes,
  scanRoutes,
  authRoutes,
  devicesRoutes,
  usersRoutes,
  familyRoutes,
  favouritesRoutes,
  adminRoutes,
  apiKeysRoutes,
  importsRoutes,
  feedsRoutes,
  receiptsRoutes,
  promoAdminRoutes,
  productAdminRoutes,
  storeAdminRoutes,
  storeStockAdminRoutes,
  dashboardRoutes,
  catalogueAdminRoutes,
  walletRoutes,
  ticketsRoutes,
  moneyRoutes,
  walletAdminRoutes,
  supportAdminRoutes,
  textsAdminRoutes,
  listImagesRoutes,
  listBoostRoutes,
  listEventsRoutes,
  shoppingListsRoutes,
  listDealsRoutes,
  inboxRoutes,
  helpRoutes,
  pushRoutes,
  broadcastsRoutes,
  contentRoutes,
  brandsRoutes,
  gamesRoutes,
  campaignAdminRoutes,
  referralRoutes,
  mobileOfferRoutes,
  trackerRoutes,
  socialAuthRoutes,
];
