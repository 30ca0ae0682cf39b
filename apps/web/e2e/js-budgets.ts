/**
 * The JavaScript budgets of the web app (issue 21; docs/testing.md#js-budgets), checked from the
 * production build by js-budgets.e2e.test.ts: gzip KB (level 9) of the first load of /layout, and
 * for each lazy screen what it adds over the first load. Each budget was set from the measurement of
 * 2026-11-25 with ~12 % headroom (at least 1 KB); a screen over its budget fails the check, which
 * names the heaviest modules. Raise a budget only with the reason in the commit; BENCHMARKS.md
 * lists the figures ("JS bytes of each screen").
 */
import type { Screen } from '../src/config/routes.ts';

/** The shopper's first load of /layout: index.html's scripts and what home loads lazily. */
// 120.5 since issue 33 (measured 120.25): the search and store-page routes and titles, the games popup's
// drawn picture, the glossary's words; to be won back in the next speed round (docs/testing.md#js-budgets).
// 121.5 since issue 34 (measured 121.0): the typed client (call, the path filling, the home's operations).
// 120 since issue 35 (measured 118.7): packages/domain is marked free of side effects, so the
// first load keeps only the formatters it calls.
export const FIRST_LOAD_BUDGET_KB = 120;

/**
 * What the first load of /layout loads lazily (beside index.html's static graph): the home screen,
 * its two strips above the fold (as the boot script preloads them: ROUTE_MODULES in
 * vite-boot-plugin.ts), and the games popup's check, fetched once the first screen is idle.
 * A signed-in shopper's home also loads the wallet block (not counted: a visitor's first load).
 */
export const FIRST_LOAD_MODULES = [
  'src/features/home/HomePage.tsx',
  'src/features/home/components/TodayPromosStrip.tsx',
  'src/features/home/components/LastChanceStrip.tsx',
  'src/features/games/GamesPopup.tsx',
] as const;

export interface ScreenBudget {
  /** One route that shows the screen (src/config/routes.ts), for the tables. */
  route: string;
  name: string;
  /** Gzip KB of the screen's own JS: its chunks and their static imports that the first load lacks. */
  kb: number;
  /** Gzip KB of what its chunks import lazily (a map, a chart, a form's schema…), on render or on a tap. */
  laterKb: number;
}

/** Every lazy screen but home (the first load); a new screen without a budget fails typecheck. */
// Issue 34's kit (docs/web-ui-kit.md): a class that composes the kit's carries their names too, in the
// screen's JavaScript (+0.2–0.4 KB gzip a screen against 62b9159c, the CSS files smaller): stores,
// availability, last chance, purchases, lists, Shake & Win raised to the measure + ~0.5 KB (new list: its form, 29.2).
// Issue 35: with packages/domain free of side effects the first load fell by 2.3 KB, and what it no
// longer holds (the domain's date formats, the offline resources) counts in the screens that use them:
// their budgets went up to the measure plus about 0.5 KB.
// Issue 36: packages/contracts is marked free of side effects too, so a screen keeps only the schemas
// it uses (settings 96.8 → 71.3 KB, a list 97.6 → 76.0, the signed-in home's later JS 88.0 → 35.5).
// Every budget above the new measure was brought down to it plus 5 % (at least 0.5 KB); the
// profile, 15.7 with the social sign-in's settings, went up to 16.5.
export const SCREEN_BUDGETS: Record<Exclude<Screen, 'home'>, ScreenBudget> = {
  splash: { route: '/', name: 'splash', kb: 6, laterKb: 1 },
  onboarding: { route: '/next_steps', name: 'onboarding', kb: 6.5, laterKb: 1 },
  // The sign-in steps' checks (the contracts' schemas and zod) come once a step shows (measured own 32.1, later 50.7).
  login: { route: '/login', name: 'login / sign-up', kb: 35.5, laterKb: 30.5 },
  // The provider's return: the sign-in screen's steps it goes on with (docs/accounts-social.md#the-flow).
  loginSocial: { route: '/login/social/google', name: 'social sign-in return', kb: 36.5, laterKb: 30.5 },
  // Issue 38 item 4: signing out deletes the wallet's offline copies, whose code (Dexie with it) loads
  // only then (33.5 later, measured).
  profile: { route: '/layout/profil', name: 'account: profile', kb: 16.5, laterKb: 35.5 },
  settings: { route: '/layout/settings', name: 'account: settings', kb: 75, laterKb: 35.5 },
  // Issue 38 item 1: « Cette semaine sur ma liste », the weekly push's card, is a lazy chunk drawn under the
  // switches, with react-hook-form and its texts (later 24.0 measured; the screen's own JS unchanged, 42.4).
  notifs: { route: '/layout/notifs', name: 'account: notification settings', kb: 44, laterKb: 25.2 },
  family: { route: '/layout/family', name: 'account: family', kb: 74.5, laterKb: 1 },
  notifications: { route: '/layout/notifications', name: 'notifications inbox', kb: 12.5, laterKb: 1 }, // +0.5 in issue 37: names of days as text (docs/formats.md#no-intl-at-start-up)
  theme: { route: '/layout/theme', name: 'theme', kb: 2.5, laterKb: 1 },
  // The cookie-policy sheet (the bottom sheet with it) loads on its button's first tap since issue 37
  // (own 10.5 → 8.7, later 30.5 → 32.7 measured; the three screens are one module).
  cgu: { route: '/cgu', name: 'terms (CGU)', kb: 9.2, laterKb: 34.5 },
  legalNotice: { route: '/layout/legal', name: 'legal notice', kb: 9.2, laterKb: 34.5 },
  privacy: { route: '/layout/confidentialite', name: 'privacy', kb: 9.2, laterKb: 34.5 },
  offers: { route: '/layout/great-offers', name: 'offers (and great offers)', kb: 6, laterKb: 1 },
  // Each item's stock in the shopper's store (useStock, StockBadge); the store chooser sheet only on a tap (issue 33 item 8).
  // Issue 33: stores rows link to the store page, the chooser lists the nearest stores first (measured 7.1 / 41.4).
  // Issue 34 (docs/forms.md): the forms moved onto react-hook-form and the contracts' schemas. A screen
  // with a form now brings the form library (+14 KB: dashboard, tickets, new list, Shake & Win's
  // invitation, report, SIM reservation, list detail); a sheet opened on a tap (« Ajouter à une liste »
  // from a product, search, scan, last chance; the purchases' sheets) brings it and the schemas' chunk
  // with zod (+55-65 KB later). Measured and raised here; issue 37 wins it back (the sheets' forms fetched
  // when opened, not with the screen).
  // Issue 38 item 4: the offline store's chunk exports Dexie to walletDB (+0.04 KB later, measured 43.52).
  realTimeStock: { route: '/layout/real-time-stock', name: 'real-time stock', kb: 9, laterKb: 44 },
  // Issue 33 item 6: « Ajouter à une liste » — the button and its two words (+1.2 KB own), its sheet on a tap (+11 KB
  // later: the sheet 4.2, the lists' device store 3.4, the domain's list merge 1.2, the bottom sheet 1.2, the sign-in prompt).
  // Issue 37: the price chart drawn by the UI kit's PriceSparkline (its props and wrapper, +0.03 KB later; measured 94.52).
  productDetail: { route: '/layout/detail-produit', name: 'product detail', kb: 9.5, laterKb: 94.7 },
  productBySku: { route: '/detail-produit/:sku', name: 'product detail by sku', kb: 9.5, laterKb: 94.7 },
  products: { route: '/layout/produits', name: 'products (by category)', kb: 7, laterKb: 32.5 },
  productsAll: { route: '/layout/produits/all', name: 'products (all, search)', kb: 7, laterKb: 32.5 },
  // One search for the whole range (issue 33): field, suggestions, recent searches, result cards and the « Ajouter à une
  // liste » button (7.9 KB measured). later, only on a tap: the list sheet with the lists' device store (Dexie, as on the
  // product detail) and the store chooser sheet of the store bar (53.4 KB measured).
  search: { route: '/layout/recherche', name: 'product search', kb: 9, laterKb: 107 },
  catalogs: { route: '/layout/catalogs', name: 'catalogues', kb: 8.5, laterKb: 33.5 },
  catalogViewer: { route: '/layout/catalog-view/:week/:year', name: 'catalogue viewer (flipbook)', kb: 6, laterKb: 1 },
  // Issue 33: own + the « Ajouter à une liste » button (1.2 KB) and the result's stock time (0.4 KB). later: the decoder
  // (12.8 KB), the no-store choice loaded only when no store is within 30 m (StoreChoice, StoreList, the place picker,
  // online store calls: 6.9 KB; no Dexie, lib/stores/online-api.ts) and the list sheet on the button's tap (10 KB).
  scan: { route: '/layout/scan_produit', name: 'scan', kb: 17.5, laterKb: 80 },
  // Issue 33: store rows open the store page; the chooser's nearest stores (measured 15.4).
  // Issue 37, no Intl at start-up (docs/formats.md#no-intl-at-start-up): distances and sizes left the first
  // load for a chunk of their own, and day and month names are text: +0.1–0.4 KB on the screens below.
  findStores: { route: '/layout/find-stores/magasins', name: 'stores (map)', kb: 18, laterKb: 315.5 },
  closerStore: { route: '/layout/closer-store/:type/:region', name: 'closer stores', kb: 17, laterKb: 34 },
  // The store page (issue 33 item 3): no map, its texts and the shared product card; first measure, see js-budgets.e2e.
  storePage: { route: '/layout/magasin/:code', name: 'store page', kb: 10, laterKb: 36 },
  choseGouvernorat: { route: '/layout/chose-gouvernorat/:id', name: 'availability: governorates', kb: 17, laterKb: 34 },
  // Issue 33 item 8: each box's stock label and stock time (measured 6.6).
  disponibility: { route: '/layout/disponibility', name: 'availability', kb: 9, laterKb: 34 },
  // Issue 37: the offline saves wait for the page to settle (docs/favourites-offline.md#offline-data): their
  // gate is in the screens' offline fallback, +0.06 KB (measured 23.06).
  // Issue 38 item 2: « Suivre ce magasin » and its alerts' sheet (react-hook-form, the contract's schema with zod) are a
  // chunk loaded after the list (later 32.5 → 80.1 measured; the list's own JS unchanged).
  lastChanceProducts: { route: '/layout/last-chance/products', name: 'last chance', kb: 23.5, laterKb: 84 },
  lastChance: { route: '/layout/last-chance/:type', name: 'last chance by type', kb: 23.5, laterKb: 84 },
  lastChanceSearch: { route: '/last-chance/search', name: 'last chance search', kb: 23.5, laterKb: 84 },
  // Issue 33 item 6: « Ajouter à une liste » (+1.2 KB own, +11 KB later on a tap: see productDetail).
  // Issue 33: « Ajouter à une liste » and the store chooser's row links (measured 14.7); the last-chance lists above: +2.2 KB the same way.
  // Issue 38 item 2: the stock now and « Suivre ce produit », a lazy part (own 18.1, later 94.2 measured).
  detailLastChance: { route: '/layout/detail-lastchance', name: 'last chance detail', kb: 18.5, laterKb: 95 },
  // Issue 38 item 1: the favourites' deals (the call and the week's total, own 3.5 measured; the card and
  // badges with their texts a lazy chunk, later 4.0).
  wishlist: { route: '/layout/wishlist', name: 'wishlist', kb: 4, laterKb: 4.5 },
  myCard: { route: '/layout/my-card', name: 'wallet: loyalty card', kb: 30.5, laterKb: 32.5 },
  // Issue 38 item 4 (docs/wallet.md#offline-at-the-till): the offers' offline copy and its mark, the
  // reconciling (+4.2 KB own: lib/offline, the sealed IO, OfflineSince); later, on the first save or
  // read, Dexie, walletDB and the crypto code (31.3). Measure + 5 %.
  benefices: { route: '/layout/benefices', name: 'wallet: benefits', kb: 32, laterKb: 33 },
  coupons: { route: '/layout/coupons', name: 'wallet: coupons', kb: 31, laterKb: 33 },
  giftVouchers: { route: '/layout/my-gift-vouchers', name: 'wallet: gift vouchers', kb: 31, laterKb: 33 },
  dashboard: { route: '/layout/dashboard', name: 'purchases: dashboard', kb: 30, laterKb: 56 },
  transactions: { route: '/layout/transactions', name: 'purchases: transactions', kb: 12, laterKb: 1 },
  // Issue 38 item 4: the newest tickets kept offline, the same way as the offers above (+4.6 KB own, +31.3 later).
  myTickets: { route: '/layout/my-tickets', name: 'purchases: tickets', kb: 38, laterKb: 84 },
  detailTicket: { route: '/layout/detail-ticket/:ticket', name: 'purchases: ticket detail', kb: 16.5, laterKb: 33 },
  courses: { route: '/layout/courses', name: 'shopping lists', kb: 62, laterKb: 34 },
  // Issue 38 item 1: the list's deals' card and badges, a lazy chunk drawn once the deals answered (later 35.1 measured).
  detailsCourse: { route: '/layout/details-course/:id', name: 'shopping list detail', kb: 80, laterKb: 36.9 },
  addList: { route: '/layout/add-list', name: 'shopping lists: new list', kb: 29.5, laterKb: 67 },
  addProduct: { route: '/layout/add-product', name: 'shopping lists: add a product', kb: 19.5, laterKb: 32.5 },
  universMantoujna: { route: '/layout/univers-mantoujna', name: 'brands: univers', kb: 4.5, laterKb: 1 },
  mantoujna: { route: '/layout/mantoujna', name: 'brands: mantoujna', kb: 4.5, laterKb: 1 },
  detailMantoujna: { route: '/layout/detail-mantoujna', name: 'brands: detail', kb: 4.5, laterKb: 1 },
  rotaryMenu: { route: '/layout/rotary-menu', name: 'brands: rotary menu', kb: 5.5, laterKb: 1 },
  assistance: { route: '/layout/assistance_aide', name: 'help: assistance', kb: 7, laterKb: 1 },
  faq: { route: '/layout/faq', name: 'help: FAQ', kb: 8, laterKb: 1 },
  signalement: { route: '/layout/signalement', name: 'help: report a problem', kb: 64, laterKb: 34 },
  // The help forms on react-hook-form with the contract's schema (issue 34, docs/forms.md): +15 KB, the form library and the kit's controls, a chunk shared with the sign-in forms (idea 66.5 → 76.5, contact 65 → 75.5, note 66 → 76).
  reclamation: { route: '/layout/reclamation', name: 'help: complaint (thanks)', kb: 6, laterKb: 1 },
  idea: { route: '/layout/idea', name: 'help: idea', kb: 60, laterKb: 1 },
  suggestion: { route: '/layout/suggestion', name: 'help: suggestion (thanks)', kb: 6, laterKb: 1 },
  contact: { route: '/layout/contact', name: 'help: contact', kb: 58.5, laterKb: 1 },
  note: { route: '/layout/note', name: 'help: rate the app', kb: 60, laterKb: 1 },
  games: { route: '/layout/games', name: 'games', kb: 11, laterKb: 1 },
  shakeWin: { route: '/layout/shake_win', name: 'game: Shake & Win', kb: 41, laterKb: 31.5 },
  tapMatch: { route: '/layout/tapMatch', name: 'game: Tap & Match', kb: 27.5, laterKb: 1 },
  panierChrono: { route: '/layout/panierchromo', name: 'game: Panier chrono', kb: 28, laterKb: 1 },
  attrapePromo: { route: '/layout/attrapePromo', name: 'game: Attrape promo', kb: 30, laterKb: 1 },
  campagnes: { route: '/layout/campagnes', name: 'campaigns', kb: 9, laterKb: 1 },
  parrainage: { route: '/layout/parrainage', name: 'referral', kb: 13, laterKb: 1 },
  azizaMobile: { route: '/layout/aziza-mobile', name: 'mobile offer', kb: 47.5, laterKb: 1 },
  produitsAzizaMobile: { route: '/layout/produits-aziza-mobile', name: 'mobile offer: products', kb: 11, laterKb: 1 },
  reservationSim: { route: '/layout/reservation-sim', name: 'mobile offer: SIM reservation', kb: 63.5, laterKb: 1 },
  phoneTopUp: { route: '/layout/phone-top-up', name: 'phone top-up', kb: 5.5, laterKb: 20.5 },
};

/** The screens that may load the charts (uPlot, components/ui/charts), and only lazily. */
export const CHART_SCREENS: readonly Screen[] = ['dashboard', 'home'];

/** The screens that may load game code (features/games but the popup's check). */
export const GAME_SCREENS: readonly Screen[] = ['games', 'shakeWin', 'tapMatch', 'panierChrono', 'attrapePromo', 'campagnes'];

/**
 * The back office (apps/admin, its own bundle under /admin: docs/back-office.md#the-back-office-app),
 * measured the same way from its build (apps/admin/dist/.vite): its first load (index.html's static
 * graph: the frame, the sign-in, the router) and the own and later JS of the screens given here.
 * Staff use desktops on the chain's network, so these guard against growth rather than a phone's
 * budget. First measure 2026-11-30 plus about 5 % (at least 0.5 KB): first load 153.5 KB (react-dom,
 * react-hook-form, react-router, zod), audience 20.5 KB own and nothing later.
 */
export const ADMIN_FIRST_LOAD_BUDGET_KB = 161;

export const ADMIN_SCREEN_BUDGETS: Record<string, ScreenBudget & { module: string }> = {
  // Issue 36's « Audience » screen: the tracker's figures in five tables (TablePanel, TanStack Table).
  audience: {
    route: '/admin/audience',
    name: 'back office: audience',
    module: 'src/features/audience/AudiencePage.tsx',
    // +0.5: day and month names as text, no Intl (docs/formats.md#no-intl-at-start-up).
    kb: 22,
    laterKb: 0.5,
  },
};
