import { createReferralRepository } from './modules/referral/referral.repository.ts';
import { createReferralService } from './modules/referral/referral.service.ts';
import { createMobileOfferRepository } from './modules/mobile-offer/mobile-offer.repository.ts';
import { createMobileOfferService } from './modules/mobile-offer/mobile-offer.service.ts';
import { createSimAdminService } from './modules/mobile-offer/sim-admin.service.ts';
import { createOfferAdminRepository } from './modules/mobile-offer/offer-admin.repository.ts';
import { createOfferAdminService } from './modules/mobile-offer/offer-admin.service.ts';
import { createCampaignAdminRepository } from './modules/campaign-admin/campaign-admin.repository.ts';
import { createCampaignAdminService } from './modules/campaign-admin/campaign-admin.service.ts';
import { createGamesRepository } from './modules/games/games.repository.ts';
import { createGamesService } from './modules/games/games.service.ts';
import { createTrackerRepository } from './modules/tracker/tracker.repository.ts';
import { createTrackerService } from './modules/tracker/tracker.service.ts';
import type { Clock, WalletRules } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthLimits, PdfRenderConfig, SocialConfig } from './config.ts';
import type { DB } from './db/schema.ts';
import { forRepository } from './db/query-observer.ts';
import { createSecretBox } from './crypto/secret-box.ts';
import { createStaffRepository } from './modules/admin/staff.repository.ts';
import { createStaffService } from './modules/admin/staff.service.ts';
import type { StaffSessionStore } from './modules/admin/staff-session-store.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSocialAuthRepository } from './modules/social-auth/social-auth.repository.ts';
import { createSocialAuthService } from './modules/social-auth/social-auth.service.ts';
import { buildProviderClients } from './modules/social-auth/social-providers.ts';
import { createOtpService } from './modules/auth/otp.service.ts';
import { createPasswordGuard } from './modules/auth/password-guard.ts';
import { createPasswordProof } from './modules/auth/password-proof.ts';
import type { SessionStore } from './modules/auth/session-store.ts';
import { createBrandsRepository } from './modules/brands/brands.repository.ts';
import { createBrandsService } from './modules/brands/brands.service.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { createContentService } from './modules/content/content.service.ts';
import { createCatalogueAdminRepository } from './modules/catalogue-admin/catalogue-admin.repository.ts';
import { createCatalogueAdminService } from './modules/catalogue-admin/catalogue-admin.service.ts';
import { PAGE_PIXELS } from './modules/catalogue-admin/page-images.ts';
import { createPdfRenderPool } from './modules/catalogue-admin/pdf-render-pool.ts';
import { createCataloguesRepository } from './modules/catalogues/catalogues.repository.ts';
import { createCataloguesService } from './modules/catalogues/catalogues.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createDevicesRepository } from './modules/devices/devices.repository.ts';
import { createDevicesService } from './modules/devices/devices.service.ts';
import { circle, createFamilyRepository } from './modules/family/family.repository.ts';
import { createFamilyService } from './modules/family/family.service.ts';
import { createFamilyActivityRepository } from './modules/family/family-activity.repository.ts';
import { createFamilyActivityService } from './modules/family/family-activity.service.ts';
import { createFavouritesRepository } from './modules/favourites/favourites.repository.ts';
import { createInboxWriter } from './modules/inbox/inbox-writer.ts';
import { createInboxEvents } from './modules/inbox/inbox-events.ts';
import { createInboxEventsRepository } from './modules/inbox/inbox-events.repository.ts';
import { createInboxRepository } from './modules/inbox/inbox.repository.ts';
import { createInboxService } from './modules/inbox/inbox.service.ts';
import { createBroadcastsRepository } from './modules/broadcasts/broadcasts.repository.ts';
import { createBroadcastsService } from './modules/broadcasts/broadcasts.service.ts';
import { systemResolver, type EndpointRules } from './modules/push/push-endpoint.ts';
import { createPushService } from './modules/push/push.service.ts';
import { createPushDeliveriesRepository } from './modules/push/push-deliveries.repository.ts';
import { createPushSubscriptionsRepository } from './modules/push/push-subscriptions.repository.ts';
import type { Vapid } from './modules/push/vapid.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { createJobsRepository } from './jobs/jobs.repository.ts';
import { createFavouritesService } from './modules/favourites/favourites.service.ts';
import { createHelpRepository } from './modules/help/help.repository.ts';
import { createHelpService } from './modules/help/help.service.ts';
import { createApiKeysRepository } from './modules/integrations/api-keys.repository.ts';
import { createApiKeysService } from './modules/integrations/api-keys.service.ts';
import { createFeedsRepository } from './modules/integrations/feeds.repository.ts';
import { createListDealsAlerts } from './modules/list-deals/list-deals-alerts.service.ts';
import { createListDealsRepository } from './modules/list-deals/list-deals.repository.ts';
import { createListDealsService } from './modules/list-deals/list-deals.service.ts';
import { createFeedsService } from './modules/integrations/feeds.service.ts';
import { createLastChanceAlertsRepository } from './modules/last-chance-alerts/last-chance-alerts.repository.ts';
import { createLastChanceAlertsService } from './modules/last-chance-alerts/last-chance-alerts.service.ts';
import { createIdempotencyRepository } from './modules/integrations/idempotency.repository.ts';
import { createIdempotencyService } from './modules/integrations/idempotency.service.ts';
import { createImportsService } from './modules/integrations/imports.service.ts';
import { createLedgerRepository } from './modules/ledger/ledger.repository.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import { createPointsExpiry } from './modules/ledger/points-expiry.service.ts';
import { createLastChanceRepository } from './modules/last-chance/last-chance.repository.ts';
import { createLastChanceService } from './modules/last-chance/last-chance.service.ts';
import { createListEventsRepository } from './modules/list-events/list-events.repository.ts';
import { createListEventsService } from './modules/list-events/list-events.service.ts';
import { ImageCache } from './modules/media/cache.ts';
import { createMediaRepository } from './modules/media/media.repository.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createPriceHistoryRepository } from './modules/price-history/price-history.repository.ts';
import { createPriceHistoryService } from './modules/price-history/price-history.service.ts';
import { createProductsRepository } from './modules/products/products.repository.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { createProductAdminRepository } from './modules/product-admin/product-admin.repository.ts';
import { createProductAdminService } from './modules/product-admin/product-admin.service.ts';
import { createPromoAdminRepository } from './modules/promo-admin/promo-admin.repository.ts';
import { createPromoAdminService } from './modules/promo-admin/promo-admin.service.ts';
import { createPromotionsRepository } from './modules/promotions/promotions.repository.ts';
import { createPromotionsService } from './modules/promotions/promotions.service.ts';
import { createReceiptsRepository } from './modules/receipts/receipts.repository.ts';
import { createReceiptsService } from './modules/receipts/receipts.service.ts';
import { createReferenceRepository } from './modules/reference/reference.repository.ts';
import { createReferenceService } from './modules/reference/reference.service.ts';
import { createShoppingListsRepository } from './modules/shopping-lists/shopping-lists.repository.ts';
import { createShoppingListsService } from './modules/shopping-lists/shopping-lists.service.ts';
import { createListBoostService } from './modules/shopping-lists/list-boost.service.ts';
import { createListImagesService } from './modules/shopping-lists/list-images.service.ts';
import { createListFamilyService } from './modules/shopping-lists/list-family.service.ts';
import { createScanRepository } from './modules/scan/scan.repository.ts';
import { createScanService } from './modules/scan/scan.service.ts';
import { createStockRepository } from './modules/stock/stock.repository.ts';
import { createStockService } from './modules/stock/stock.service.ts';
import { createStoreAdminRepository } from './modules/store-admin/store-admin.repository.ts';
import { createStoreAdminService } from './modules/store-admin/store-admin.service.ts';
import { createStoreStockAdminRepository } from './modules/store-stock-admin/store-stock-admin.repository.ts';
import { createStoreStockAdminService } from './modules/store-stock-admin/store-stock-admin.service.ts';
import { createStoresRepository } from './modules/stores/stores.repository.ts';
import { createStoresService } from './modules/stores/stores.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createShopperStoreRepository } from './modules/shopper-store/shopper-store.repository.ts';
import { createShopperStoreService } from './modules/shopper-store/shopper-store.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createWalletRepository } from './modules/wallet/wallet.repository.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createWalletAdminRepository } from './modules/wallet-admin/wallet-admin.repository.ts';
import { createWalletAdminService } from './modules/wallet-admin/wallet-admin.service.ts';
import { createSupportAdminRepository } from './modules/support-admin/support-admin.repository.ts';
import { createSupportAdminService } from './modules/support-admin/support-admin.service.ts';
import { createTextsAdminRepository } from './modules/content-texts-admin/texts-admin.repository.ts';
import { createTextsAdminService } from './modules/content-texts-admin/texts-admin.service.ts';
import type { LiveBus } from './live/bus.ts';
import type { SmsProvider } from './sms/provider.ts';
import type { EmailProvider } from './email/provider.ts';
import type { Storage } from './storage/storage.ts';

/** What the services are built from: the app's database, clock, limits and providers. */
export interface ServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Sign-in, code and password limits (config.auth). */
  authLimits: AuthLimits;
  sessions: SessionStore;
  /** Back-office staff sessions (plugins/staff-auth.ts). */
  staffSessions: StaffSessionStore;
  /** Key material of the staff TOTP secrets at rest (config.staffSecretKey). */
  staffSecretKey: string;
  /** Key material of the shoppers' ID numbers at rest (config.personalDataKey). */
  personalDataKey: string;
  /** Points, tiers and conversions (config.wallet). */
  walletRules: WalletRules;
  /** The chain's own brands among products.marque (config.chain.ownBrands, docs/brands.md#which-brands). */
  ownBrands: readonly string[];
  sms: SmsProvider;
  /** E-mail (src/email): the dev outbox, a gateway, or off. */
  email: EmailProvider;
  /** The origin of every absolute link we send (config.publicUrl, docs/security.md#links-we-send). */
  publicUrl: string;
  /** Social sign-in's providers (config.social, docs/accounts-social.md); absent: none. */
  social?: SocialConfig;
  storage: Storage;
  /** Catalogue PDFs: render workers and each file's budget (config.pdfRender, docs/catalogue-admin.md#heavy-pdfs). */
  pdfRender: PdfRenderConfig;
  log: FastifyBaseLogger;
  /** Live events between the server copies (src/live/choose-bus.ts, docs/shopping-lists.md#live). */
  live: LiveBus;
  /** Web push's VAPID keys; null or absent: push off, the inbox works (docs/notifications.md#push). */
  vapid?: Vapid | null;
  /** Where pushes may go (docs/notifications.md#push-endpoints); absent: production's rules, the system's resolver. */
  pushEndpoints?: EndpointRules;
}

/** One repository per module, all over the same database. */
export function buildRepositories(db: Kysely<DB>) {
  // Each repository's queries counted under its name (db_query_* metrics, docs/operations.md#metrics).
  const tag = (name: string) => forRepository(db, name);
  return {
    auth: createAuthRepository(tag('auth')),
    socialAuth: createSocialAuthRepository(tag('socialAuth')),
    brands: createBrandsRepository(tag('brands')),
    broadcasts: createBroadcastsRepository(tag('broadcasts')),
    content: createContentRepository(tag('content')),
    catalogueAdmin: createCatalogueAdminRepository(tag('catalogueAdmin')),
    catalogues: createCataloguesRepository(tag('catalogues')),
    campaignAdmin: createCampaignAdminRepository(tag('campaignAdmin')),
    dashboard: createDashboardRepository(tag('dashboard')),
    devices: createDevicesRepository(tag('devices')),
    family: createFamilyRepository(tag('family')),
    familyActivity: createFamilyActivityRepository(tag('familyActivity')),
    favourites: createFavouritesRepository(tag('favourites')),
    games: createGamesRepository(tag('games')),
    apiKeys: createApiKeysRepository(tag('apiKeys')),
    feeds: createFeedsRepository(tag('feeds')),
    lastChanceAlerts: createLastChanceAlertsRepository(tag('lastChanceAlerts')),
    idempotency: createIdempotencyRepository(tag('idempotency')),
    help: createHelpRepository(tag('help')),
    inbox: createInboxRepository(tag('inbox')),
    // The job queue's table, untagged: its queries count under (other) (docs/operations.md#metrics).
    jobs: createJobsRepository(db),
    inboxEvents: createInboxEventsRepository(tag('inboxEvents')),
    lastChance: createLastChanceRepository(tag('lastChance')),
    listEvents: createListEventsRepository(tag('listEvents')),
    ledger: createLedgerRepository(tag('ledger'), circle),
    media: createMediaRepository(tag('media')),
    mobileOffer: createMobileOfferRepository(tag('mobileOffer')),
    offerAdmin: createOfferAdminRepository(tag('offerAdmin')),
    priceHistory: createPriceHistoryRepository(tag('priceHistory')),
    products: createProductsRepository(tag('products')),
    pushDeliveries: createPushDeliveriesRepository(tag('pushDeliveries')),
    pushSubscriptions: createPushSubscriptionsRepository(tag('pushSubscriptions')),
    productAdmin: createProductAdminRepository(tag('productAdmin')),
    promoAdmin: createPromoAdminRepository(tag('promoAdmin')),
    promotions: createPromotionsRepository(tag('promotions')),
    receipts: createReceiptsRepository(tag('receipts')),
    referral: createReferralRepository(tag('referral')),
    reference: createReferenceRepository(tag('reference')),
    scan: createScanRepository(tag('scan')),
    shoppingLists: createShoppingListsRepository(tag('shoppingLists')),
    listDeals: createListDealsRepository(tag('listDeals')),
    shopperStore: createShopperStoreRepository(tag('shopperStore')),
    staff: createStaffRepository(tag('staff')),
    stock: createStockRepository(tag('stock')),
    storeAdmin: createStoreAdminRepository(tag('storeAdmin')),
    supportAdmin: createSupportAdminRepository(tag('supportAdmin')),
    textsAdmin: createTextsAdminRepository(tag('textsAdmin')),
    tracker: createTrackerRepository(tag('tracker')),
    storeStockAdmin: createStoreStockAdminRepository(tag('storeStockAdmin')),
    stores: createStoresRepository(tag('stores')),
    users: createUsersRepository(tag('users')),
    wallet: createWalletRepository(tag('wallet')),
    walletAdmin: createWalletAdminRepository(tag('walletAdmin')),
  };
}

export type Repositories = ReturnType<typeof buildRepositories>;

/**
 * The composition root: every repository and service of the API, built once per app (app.services,
 * see plugins/services.ts). Services that hold state (the stores' index, the rendered images) exist
 * once; a service that needs another module's service gets it here, never by importing it.
 */
export function buildServices(deps: ServiceDeps) {
  const { clock, sessions, sms, storage, log, authLimits: limits } = deps;
  const repos = buildRepositories(deps.db);

  // One OTP service and one password guard serve the sign-in and the password change of PUT /users/me.
  const otp = createOtpService({ repo: repos.auth, sms, clock, limits, log });
  const guard = createPasswordGuard({ repo: repos.auth, clock, limits });
  // The stores in memory (rebuilt when their data version moves), shared by /stores/near and /stock.
  const stores = createStoresService({ repo: repos.stores });
  const priceHistory = createPriceHistoryService({ repo: repos.priceHistory, clock });
  // The wallet's ledger (docs/wallet.md): the receipts feed and the shopper's wallet write through it.
  const ledger = createLedgerService({ repo: repos.ledger, clock, rules: deps.walletRules });
  // The shoppers' inbox (docs/notifications.md#inbox): every module tells a shopper through it; the
  // push module queues a web push for each new row (it subscribes to onWritten below).
  const inbox = createInboxWriter({ repo: repos.inbox, clock, live: deps.live, log });
  // The events that write it (docs/notifications.md#events), called by the modules where they happen.
  const inboxEvents = createInboxEvents({ repo: repos.inboxEvents, inbox, clock });
  // The job queue (docs/notifications.md#jobs): push sends and broadcast batches run through it.
  const jobs = createJobRunner({ repo: repos.jobs, clock, log });
  // « Dernière chance » alerts (docs/last-chance.md#alerts): the feeds tell it of new offers in their transaction.
  const lastChanceAlerts = createLastChanceAlertsService({ repo: repos.lastChanceAlerts, clock, inbox, jobs });
  const feeds = createFeedsService({ repo: repos.feeds, clock, prices: priceHistory, alerts: lastChanceAlerts });
  // Games and their campaigns (docs/games.md): plays judged and drawn here, prizes paid through the ledger.
  // The marketing tracker (docs/tracker.md): events kept off the request path; the campaigns' « vues » read it.
  const tracker = createTrackerService({ repo: repos.tracker, clock, log });
  const games = createGamesService({
    repo: repos.games,
    clock,
    ledger,
    inboxEvents,
    inbox,
    log,
    views: (ids, q) => tracker.campaignViews(ids, q),
  });
  // Referral (docs/referral.md): the referrer's voucher is issued when the friend's first sale reaches the ledger.
  const referral = createReferralService({ repo: repos.referral, clock, ledger, inbox, email: deps.email, publicUrl: deps.publicUrl, log });
  ledger.onSale((q, userId, receiptId, paid) => referral.onPurchase(q, userId, receiptId, paid));
  // The mobile offer (docs/mobile-offer.md): products, SIM reservations (ID numbers sealed), support's handling.
  const personalBox = createSecretBox(deps.personalDataKey, 'personal-data');
  const push = createPushService({
    subscriptions: repos.pushSubscriptions,
    deliveries: repos.pushDeliveries,
    clock,
    jobs,
    vapid: deps.vapid ?? null,
    endpoints: deps.pushEndpoints ?? { production: true, resolve: systemResolver },
  });
  inbox.onWritten(push.queue);
  // Catalogue PDFs are drawn in worker threads, one file at a time by default (docs/catalogue-admin.md#heavy-pdfs).
  const pdfRenderer = createPdfRenderPool({ options: deps.pdfRender, size: PAGE_PIXELS, log });

  const content = createContentService({ repo: repos.content, clock });
  const auth = createAuthService({
    repo: repos.auth,
    otp,
    guard,
    sessions,
    clock,
    cards: { ensureCard: (userId) => ledger.ensureCard(ledger.connection, userId) },
    terms: content,
  });
  // Points expire (docs/wallet.md#points-expire): the daily job, the warnings, the card's next expiry.
  const pointsExpiry = createPointsExpiry({ repo: repos.ledger, clock, inbox, jobs, log });
  // « Cette semaine sur ma liste » (docs/shopping-lists.md#this-week-on-my-list): the reads and the
  // weekly push's hourly job, at the store kept on the server for the shopper.
  const shopperStores = repos.shopperStore;
  const listDeals = createListDealsService({ repo: repos.listDeals, clock, storeOf: (userId) => shopperStores.storeOf(userId) });
  const listDealsAlerts = createListDealsAlerts({
    repo: repos.listDeals,
    clock,
    inbox,
    jobs,
    log,
    storesOf: (users) => shopperStores.storesOf(shopperStores.connection, users),
  });
  return {
    listDeals,
    listDealsAlerts,
    inbox,
    inboxEvents,
    lastChanceAlerts,
    pointsExpiry,
    // The shopper's own inbox: list, read, delete (docs/notifications.md#inbox).
    notifications: createInboxService({ repo: repos.inbox, inbox, clock }),
    jobs,
    // Web push (docs/notifications.md#push) and the back office's broadcasts (#broadcasts).
    push,
    broadcasts: createBroadcastsService({ repo: repos.broadcasts, clock, inbox, jobs }),
    // A new account gets its loyalty card and welcome coupon at sign-up (docs/wallet.md#points-and-tiers).
    // …and records the terms accepted on the register form (docs/content.md#accepting-the-terms).
    auth,
    // Social sign-in (docs/accounts-social.md): Google and Facebook, linked to the phone's account.
    socialAuth: createSocialAuthService({
      repo: repos.socialAuth,
      auth,
      clock,
      clients: buildProviderClients(deps.social ?? { google: null, facebook: null }, deps.publicUrl),
    }),
    // The chain's own brands (docs/brands.md) and the published texts, terms acceptance (docs/content.md).
    brands: createBrandsService({ repo: repos.brands, ownBrands: deps.ownBrands }),
    content,
    pdfRenderer,
    catalogueAdmin: createCatalogueAdminService({
      repo: repos.catalogueAdmin,
      catalogues: repos.catalogues,
      storage,
      pdf: pdfRenderer,
      clock,
      log,
      inboxEvents,
      prices: priceHistory,
    }),
    catalogues: createCataloguesService({ repo: repos.catalogues, clock }),
    dashboard: createDashboardService({ repo: repos.dashboard, clock }),
    devices: createDevicesService({ repo: repos.devices, clock }),
    // Leaving or being removed from a family ends its shared lists (docs/shopping-lists.md#family-rule).
    family: createFamilyService({
      repo: repos.family,
      clock,
      inboxEvents,
      exits: createListFamilyService({ repo: repos.shoppingLists, clock, live: deps.live, log }),
    }),
    // The family's figures and history, from the people who share (docs/family.md#figures-and-history).
    familyActivity: createFamilyActivityService({
      repo: repos.familyActivity,
      circle: async (userId) => (await repos.family.circle(userId)).map((p) => p.user_id),
      clock,
    }),
    favourites: createFavouritesService({ repo: repos.favourites, clock }),
    games,
    referral,
    mobileOffer: createMobileOfferService({ repo: repos.mobileOffer, clock, box: personalBox, inbox }),
    simAdmin: createSimAdminService({ repo: repos.mobileOffer, clock, box: personalBox, inbox }),
    offerAdmin: createOfferAdminService({ repo: repos.offerAdmin, clock }),
    // The games' campaigns in the back office (docs/games.md#back-office); their figures come from the games.
    campaignAdmin: createCampaignAdminService({ repo: repos.campaignAdmin, clock, storage, log, statsOf: (c, q) => games.statsOf(c, q) }),
    // Help for shoppers (docs/help.md): FAQ, reports, ideas, contact, reviews.
    help: createHelpService({ repo: repos.help, clock, storage, log }),
    // Integrations (docs/integrations.md): one feeds service serves the API's feeds and the CSV imports.
    apiKeys: createApiKeysService({ repo: repos.apiKeys, clock }),
    feeds,
    idempotency: createIdempotencyService({ repo: repos.idempotency, clock }),
    imports: createImportsService({ repo: repos.feeds, feeds }),
    lastChance: createLastChanceService({ repo: repos.lastChance }),
    // The live stream's 'hello' (docs/shopping-lists.md#live); the streams are src/live/streams.ts.
    listEvents: createListEventsService({ repo: repos.listEvents }),
    ledger,
    media: createMediaService({ repo: repos.media, cache: new ImageCache(), storage }),
    // Every price has its history (docs/products.md#price-history): the route, and the recorder the writers of prices call.
    priceHistory,
    products: createProductsService({ repo: repos.products, clock }),
    productAdmin: createProductAdminService({ repo: repos.productAdmin, clock, storage, log, prices: priceHistory }),
    promoAdmin: createPromoAdminService({ repo: repos.promoAdmin, clock, inboxEvents, prices: priceHistory }),
    promotions: createPromotionsService({ repo: repos.promotions, clock }),
    // The tills' receipts feed (docs/wallet.md#receipts): counts every purchase through the ledger.
    receipts: createReceiptsService({ repo: repos.receipts, ledger, clock }),
    reference: createReferenceService({ repo: repos.reference }),
    scan: createScanService({ repo: repos.scan }),
    // Shopping lists (docs/shopping-lists.md#api): shared with the family circle, changes told on the live bus.
    shoppingLists: createShoppingListsService({ repo: repos.shoppingLists, clock, live: deps.live, circle, storage, log }),
    // A list's photos and 'Booster les membres' (docs/shopping-lists.md#photos, #booster-les-membres).
    listImages: createListImagesService({ repo: repos.shoppingLists, clock, storage, live: deps.live, log }),
    listBoost: createListBoostService({ repo: repos.shoppingLists, clock, live: deps.live, log, inbox }),
    staff: createStaffService({ repo: repos.staff, sessions: deps.staffSessions, guard, clock, box: createSecretBox(deps.staffSecretKey) }),
    stock: createStockService({ repo: repos.stock, storeList: (version, lang) => stores.nearIndex(version, lang), clock }),
    storeAdmin: createStoreAdminService({ repo: repos.storeAdmin, clock }),
    storeStockAdmin: createStoreStockAdminService({ repo: repos.storeStockAdmin }),
    stores,
    // The shopper's store kept on the server (docs/stores.md#the-shoppers-store), for the work it does alone.
    shopperStore: createShopperStoreService({ repo: repos.shopperStore, clock }),
    users: createUsersService({
      repo: repos.users,
      sessions,
      passwordProof: createPasswordProof({ guard, otp, clock }),
      storage,
      clock,
      log,
    }),
    // The shopper's wallet (docs/wallet.md#the-shoppers-wallet-api): reads its own tables, writes through the ledger.
    wallet: createWalletService({ repo: repos.wallet, ledger, clock, expiry: pointsExpiry }),
    // « Fidélité » (docs/wallet.md#back-office-fidelite): staff offers go through the ledger.
    walletAdmin: createWalletAdminService({ repo: repos.walletAdmin, ledger, clock }),
    // « Relation client » (docs/help.md#back-office): the support inbox answers through the inbox
    // writer or e-mail, a retained idea's voucher goes through the ledger; the FAQ and texts editors.
    supportAdmin: createSupportAdminService({ repo: repos.supportAdmin, ledger, inbox, email: deps.email, storage, clock }),
    textsAdmin: createTextsAdminService({ repo: repos.textsAdmin, clock }),
    tracker,
  };
}

export type Services = ReturnType<typeof buildServices>;
