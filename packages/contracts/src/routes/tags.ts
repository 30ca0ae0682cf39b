/**
 * The tags of the OpenAPI document, one line each (docs/api.md#tags): every operation's tags are
 * among them, and the document lists them at its top in this order.
 */
export const API_TAGS = {
  health: 'Liveness and readiness probes of the server (outside /api/v1).',
  reference: 'Reference data: product categories, governorates and their delegations.',
  clock: "The server's clock: now and today in Tunis.",
  app: "The app's start-up configuration.",
  media: 'Pictures drawn or stored by the server: products, categories, catalogue pages and covers, games.',
  catalogues: "The week's catalogues: pages, product zones and their products.",
  products: 'The product range: lists, search, the home banner, one product by id or article code.',
  promotions: 'Daily promos of a range of days.',
  stores: 'Stores: every store, the nearest ones, one store, by governorate and delegation.',
  stock: "An article's stock in the stores.",
  'last-chance': 'Last-chance offers: discounted articles near their end date, by store and category.',
  scan: 'A barcode scanned in a store: the product and its price there.',
  auth: "Shoppers' sign-in: SMS codes, registration, password, sign-out.",
  devices: 'Devices registered at first launch.',
  users: "The signed-in shopper's profile, avatar and notification switches.",
  family: "The shopper's family circle: members and invitations.",
  favourites: "The shopper's favourite products, with offline changes replayed.",
  wallet: 'The loyalty wallet: card, points, coupons and vouchers, tickets, budget, spending.',
  'shopping-lists': 'Shared shopping lists: items, members, photos, reminders and live events.',
  notifications: "The shopper's notification inbox.",
  help: 'Help: the FAQ, issue reports, ideas, contact messages and reviews.',
  push: 'Web push: the public key, subscriptions and delivery receipts.',
  content: 'Published texts (terms, legal notices, privacy), terms acceptance and the chain’s links.',
  brands: "The chain's own brands and their products.",
  games: 'Games and campaigns: plays, prizes, the waiting list.',
  referral: 'Referral: invitation code, claims, invitations and shares.',
  'mobile-offer': 'The mobile offer: its products and SIM reservations.',
  tracker: 'The first-party marketing tracker: batches of events from the app, the shopper’s consent.',
  admin: 'The back office (staff sessions): staff, audit, products, stores, promos, wallet, support, content, campaigns.',
  'admin-catalogues': 'The back office: catalogue drafts, pages, zones, prices and publication.',
  integrations: "The chain's systems (API keys): stock, last-chance and product feeds, receipts, CSV imports.",
  dev: 'Development and test helpers (never in production, loopback only).',
} as const;

export type ApiTag = keyof typeof API_TAGS;
