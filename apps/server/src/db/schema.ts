import type { Generated } from 'kysely';
import type {
  DevicesTable,
  FamiliesTable,
  FamilyMembersTable,
  LoginFailuresTable,
  NotificationSettingsTable,
  OtpCodesTable,
  PasswordResetsTable,
  SessionsTable,
  UsersTable,
} from './tables/accounts.ts';
import type { SocialAuthStatesTable, SocialIdentitiesTable, SocialLinkGrantsTable } from './tables/social-sign-in.ts';
import type { CacheVersionsTable, HttpCacheTable } from './tables/cache.ts';
import type { CataloguePagesTable, CatalogueProductsTable, CataloguesTable, PromosTable } from './tables/catalogues.ts';
import type { FavouritesTable } from './tables/favourites.ts';
import type { MobileOfferProductsTable, SimReservationMovesTable, SimReservationsTable } from './tables/mobile-offer.ts';
import type {
  CampaignPrizesTable,
  CampaignsTable,
  CampaignViewsTable,
  GamePlaysTable,
  GameWaitlistTable,
  ReferralInvitesTable,
  ReferralRulesTable,
  ReferralsTable,
} from './tables/games.ts';
import type { FamilyInvitationsTable, FamilySharingTable } from './tables/family.ts';
import type { DelegationsTable, GovernoratesTable } from './tables/geography.ts';
import type { CategoriesTable, ProductsTable } from './tables/products.ts';
import type { PriceLogTable } from './tables/price-log.ts';
import type { ListDealAlertsTable } from './tables/list-deal-alerts.ts';
import type {
  LastChanceAlertBatchesTable,
  LastChanceAlertsTable,
  LastChanceFollowSettingsTable,
  LastChanceFollowsTable,
} from './tables/last-chance-alerts.ts';
import type { ShopperStoresTable } from './tables/shopper-stores.ts';
import type { RateCountersTable } from './tables/limits.ts';
import type { LastChanceTable, SeedStateTable, StockTable } from './tables/stock.ts';
import type {
  NotificationsTable,
  ShoppingListImagesTable,
  ShoppingListItemsTable,
  ShoppingListMembersTable,
  ShoppingListsTable,
  ShoppingListTicksTable,
} from './tables/shopping-lists.ts';
import type { StoresTable } from './tables/stores.ts';
import type { BroadcastsTable, JobsTable, PushDeliveriesTable, PushSubscriptionsTable } from './tables/inbox-push.ts';
import type {
  ContentVersionsTable,
  FaqItemsTable,
  SupportRepliesTable,
  SupportRequestsTable,
  TermsAcceptancesTable,
} from './tables/support-content.ts';
import type { ApiKeysTable, AuditLogMachineColumns, IdempotencyKeysTable } from './tables/integrations.ts';
import type { ScanLogTable, ShopperActivityTable } from './tables/content-admin.ts';
import type { TrackerDailyTable, TrackerEventsTable } from './tables/tracker.ts';
import type { AuditLogTable, StaffLoginTicketsTable, StaffRecoveryCodesTable, StaffSessionsTable, StaffTable } from './tables/staff.ts';
import type {
  BudgetAllocationsTable,
  LoyaltyCardsTable,
  MonthlyBudgetsTable,
  PointsLedgerTable,
  LoyaltySettingsTable,
  ReceiptLinesTable,
  ReceiptsTable,
  WalletOffersTable,
} from './tables/wallet.ts';

/**
 * Kysely table types. One interface per table, kept in step with ../../migrations.
 * Feature tables are declared in `./tables/*.ts` (or their module's `*.tables.ts`) and merged here.
 */
export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
  /** SHA-256 of the file as applied (db/migrate.ts). */
  checksum: string | null;
}

export interface DB {
  schema_migrations: SchemaMigrationsTable;
  governorates: GovernoratesTable;
  delegations: DelegationsTable;
  stores: StoresTable;
  categories: CategoriesTable;
  products: ProductsTable;
  catalogues: CataloguesTable;
  catalogue_pages: CataloguePagesTable;
  catalogue_products: CatalogueProductsTable;
  promos: PromosTable;
  last_chance: LastChanceTable;
  price_log: PriceLogTable;
  list_deal_alerts: ListDealAlertsTable;
  last_chance_follow_settings: LastChanceFollowSettingsTable;
  last_chance_follows: LastChanceFollowsTable;
  last_chance_alert_batches: LastChanceAlertBatchesTable;
  last_chance_alerts: LastChanceAlertsTable;
  stock: StockTable;
  seed_state: SeedStateTable;
  users: UsersTable;
  otp_codes: OtpCodesTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  social_identities: SocialIdentitiesTable;
  social_auth_states: SocialAuthStatesTable;
  social_link_grants: SocialLinkGrantsTable;
  notification_settings: NotificationSettingsTable;
  shopper_stores: ShopperStoresTable;
  families: FamiliesTable;
  family_members: FamilyMembersTable;
  family_invitations: FamilyInvitationsTable;
  family_sharing: FamilySharingTable;
  devices: DevicesTable;
  favourites: FavouritesTable;
  cache_versions: CacheVersionsTable;
  http_cache: HttpCacheTable;
  rate_counters: RateCountersTable;
  staff: StaffTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_login_tickets: StaffLoginTicketsTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable & AuditLogMachineColumns;
  api_keys: ApiKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  shopper_activity: ShopperActivityTable;
  scan_log: ScanLogTable;
  loyalty_cards: LoyaltyCardsTable;
  receipts: ReceiptsTable;
  receipt_lines: ReceiptLinesTable;
  wallet_offers: WalletOffersTable;
  points_ledger: PointsLedgerTable;
  loyalty_settings: LoyaltySettingsTable;
  monthly_budgets: MonthlyBudgetsTable;
  budget_allocations: BudgetAllocationsTable;
  shopping_lists: ShoppingListsTable;
  shopping_list_members: ShoppingListMembersTable;
  shopping_list_items: ShoppingListItemsTable;
  shopping_list_ticks: ShoppingListTicksTable;
  shopping_list_images: ShoppingListImagesTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  broadcasts: BroadcastsTable;
  push_deliveries: PushDeliveriesTable;
  jobs: JobsTable;
  support_requests: SupportRequestsTable;
  support_replies: SupportRepliesTable;
  content_versions: ContentVersionsTable;
  terms_acceptances: TermsAcceptancesTable;
  faq_items: FaqItemsTable;
  campaigns: CampaignsTable;
  campaign_prizes: CampaignPrizesTable;
  game_plays: GamePlaysTable;
  campaign_views: CampaignViewsTable;
  game_waitlist: GameWaitlistTable;
  referrals: ReferralsTable;
  referral_invites: ReferralInvitesTable;
  referral_rules: ReferralRulesTable;
  mobile_offer_products: MobileOfferProductsTable;
  sim_reservations: SimReservationsTable;
  sim_reservation_moves: SimReservationMovesTable;
  tracker_events: TrackerEventsTable;
  tracker_daily: TrackerDailyTable;
}
