import { generatePath, type PathParam } from '../lib/router/index.ts';
import type { fr } from '../lib/i18n/fr.ts';

/**
 * The one route table of the app: every route of the product (docs/shell.md#routes),
 * its header title (an i18n key, French and Arabic) and its header rules. The router, the header
 * and every link read it; nothing else spells a path.
 */
export type TitleKey = keyof typeof fr.routes;

/** Which screen renders the route (lazy-loaded): every route has its real screen. */
export type Screen =
  // Store finder, closer stores and availability (issue 4)
  | 'findStores'
  | 'closerStore'
  | 'choseGouvernorat'
  | 'disponibility'
  // The store page (issue 33): features/store-finder/StorePage
  | 'storePage'
  | 'home'
  // Accounts (issue 5): features/auth and features/account
  | 'splash'
  | 'onboarding'
  | 'login'
  // Social sign-in's return from the provider (issue 36): features/auth/SocialCallbackPage
  | 'loginSocial'
  | 'profile'
  | 'settings'
  | 'notifs'
  | 'family'
  // Terms, legal notices, privacy (issue 18): features/legal
  | 'cgu'
  | 'legalNotice'
  | 'privacy'
  // Brands and the rotary menu (issue 18): features/brands
  | 'universMantoujna'
  | 'mantoujna'
  | 'detailMantoujna'
  | 'rotaryMenu'
  // The theme screen (issue 18): features/theme
  | 'theme'
  // Offers, stock, product detail and product lists (issue 3)
  | 'offers'
  | 'realTimeStock'
  | 'productDetail'
  | 'productBySku'
  | 'products'
  | 'productsAll'
  // One search for the whole range (issue 33): features/search
  | 'search'
  // The scan flow (issue 4)
  | 'scan'
  // Catalogues and the flipbook (issue 3)
  | 'catalogs'
  | 'catalogViewer'
  // Last chance (issue 4)
  | 'lastChanceProducts'
  | 'lastChance'
  | 'lastChanceSearch'
  | 'detailLastChance'
  // Favourites (issue 6)
  | 'wishlist'
  // Purchases: tickets, transactions and the dashboard (issue 16)
  | 'dashboard'
  | 'transactions'
  | 'myTickets'
  | 'detailTicket'
  // Wallet: card, points, coupons and vouchers (issue 16)
  | 'myCard'
  | 'benefices'
  | 'coupons'
  | 'giftVouchers'
  // The shopping list's detail (issue 17): features/shopping-lists/DetailsCoursePage
  | 'detailsCourse'
  // Shopping lists (issue 17): features/shopping-lists
  | 'courses'
  | 'addList'
  | 'addProduct'
  // The chain's mobile offer (issue 20): features/mobile-offer and features/phone-top-up
  | 'azizaMobile'
  | 'produitsAzizaMobile'
  | 'reservationSim'
  | 'phoneTopUp'
  // The shopper's inbox (issue 18): features/notifications
  | 'notifications'
  // Help (issue 18): features/help
  | 'assistance'
  | 'faq'
  | 'signalement'
  | 'reclamation'
  | 'idea'
  | 'suggestion'
  | 'contact'
  | 'note'
  // Games, campaigns (issue 19): features/games; referral: features/referral
  | 'games'
  | 'shakeWin'
  | 'campagnes'
  | 'parrainage'
  | 'tapMatch'
  | 'panierChrono'
  | 'attrapePromo';

/** 'layout': header + bottom bar; 'plain': header only (login, terms, onboarding). */
export type Shell = 'none' | 'plain' | 'layout';

export interface HeaderRules {
  /** Hidden on /layout (univers-mantoujna shows it since issue 36: docs/shell.md#header). */
  hidden?: boolean;
  /** Back arrow (default shown; hidden on the dashboard). */
  back?: boolean;
  /** Search icon leading to last-chance search. */
  search?: boolean;
  /** Search icon leading to the product search (/layout/recherche, issue 33): the product screens. */
  productSearch?: boolean;
  /** Red header (catalogs). */
  tone?: 'brand';
  /** ADMIN button to the profile (campagnes). */
  admin?: boolean;
}

export interface RouteDef {
  path: string;
  title: TitleKey;
  shell: Shell;
  screen: Screen;
  header?: HeaderRules;
  /** The title is taken from this path param when present (produits/:name). */
  titleParam?: string;
}

const top = <P extends string>(path: P, title: TitleKey, screen: Screen, shell: Shell = 'plain') => ({
  path,
  title,
  screen,
  shell,
});
const child = <P extends string>(path: P, title: TitleKey, header: HeaderRules | undefined, screen: Screen) => ({
  path: `/layout/${path}` as `/layout/${P}`,
  title,
  screen,
  shell: 'layout' as Shell,
  header,
});

export const ROUTES = {
  // Top level
  landing: top('/', 'landing', 'splash', 'none'),
  nextSteps: top('/next_steps', 'nextSteps', 'onboarding', 'none'),
  login: top('/login', 'login', 'login', 'none'),
  loginSocial: top('/login/social/:provider', 'login', 'loginSocial', 'none'),
  cgu: top('/cgu', 'cgu', 'cgu'),
  detailMantoujnaTop: top('/detail-mantoujna', 'detailMantoujna', 'detailMantoujna', 'layout'),
  detailProduitSku: {
    ...top('/detail-produit/:sku', 'detailProduitSku', 'productBySku', 'layout'),
    header: { productSearch: true } as HeaderRules,
  },
  lastChanceSearch: top('/last-chance/search', 'lastChanceSearch', 'lastChanceSearch', 'layout'),
  // Layout and its children
  home: { ...top('/layout', 'home', 'home', 'layout'), header: { hidden: true } as HeaderRules },
  dashboard: child('dashboard', 'dashboard', { back: false }, 'dashboard'),
  transactions: child('transactions', 'transactions', undefined, 'transactions'),
  produits: child('produits', 'produits', { productSearch: true }, 'products'),
  produitsAll: child('produits/all', 'produitsAll', { search: true }, 'productsAll'),
  produitsByName: { ...child('produits/:name', 'produits', { productSearch: true }, 'products'), titleParam: 'name' },
  /** One search for the whole range (issue 33, docs/products.md#search-screen): the home's box and the product screens' icon. */
  recherche: child('recherche', 'recherche', undefined, 'search'),
  produitsAzizaMobile: child('produits-aziza-mobile', 'produitsAzizaMobile', undefined, 'produitsAzizaMobile'),
  catalogs: child('catalogs', 'catalogs', { tone: 'brand' }, 'catalogs'),
  catalogView: child('catalog-view/:week/:year', 'catalogView', undefined, 'catalogViewer'),
  offers: child('offers', 'offers', undefined, 'offers'),
  greatOffers: child('great-offers', 'greatOffers', undefined, 'offers'),
  realTimeStock: child('real-time-stock', 'realTimeStock', undefined, 'realTimeStock'),
  games: child('games', 'games', undefined, 'games'),
  shakeWin: child('shake_win', 'shakeWin', undefined, 'shakeWin'),
  tapMatch: child('tapMatch', 'tapMatch', undefined, 'tapMatch'),
  panierChrono: child('panierchromo', 'panierChrono', undefined, 'panierChrono'),
  attrapePromo: child('attrapePromo', 'attrapePromo', undefined, 'attrapePromo'),
  /** The announced game: the games screen on 'Jeux à venir', with 'Me prévenir' (docs/games.md#the-screens). */
  trouveIntrus: child('trouveIntrus', 'trouveIntrus', undefined, 'games'),
  scanProduit: child('scan_produit', 'scanProduit', undefined, 'scan'),
  detailProduit: child('detail-produit', 'detailProduit', { productSearch: true }, 'productDetail'),
  choseGouvernorat: child('chose-gouvernorat/:id', 'choseGouvernorat', undefined, 'choseGouvernorat'),
  /** The mobile-offer screen links here without the id the route needs (docs/shell.md#routes): tolerated. */
  choseGouvernoratNoId: child('chose-gouvernorat', 'choseGouvernorat', undefined, 'choseGouvernorat'),
  findStoresMagasins: child('find-stores/magasins', 'findStoresMagasins', { search: true }, 'findStores'),
  findStoresHome: child('find-stores/home', 'findStoresHome', undefined, 'findStores'),
  findStores: child('find-stores/:type', 'findStores', undefined, 'findStores'),
  lastChanceProducts: child('last-chance/products', 'lastChanceProducts', { search: true }, 'lastChanceProducts'),
  lastChance: child('last-chance/:type', 'lastChance', undefined, 'lastChance'),
  detailLastChance: child('detail-lastchance', 'detailLastChance', undefined, 'detailLastChance'),
  disponibility: child('disponibility', 'disponibility', undefined, 'disponibility'),
  closerStore: child('closer-store/:type/:region', 'closerStore', undefined, 'closerStore'),
  /** One store: hours, directions, its last-chance offers and stock, « Choisir ce magasin » (docs/stores.md#store-page). */
  storePage: child('magasin/:code', 'storePage', undefined, 'storePage'),
  courses: child('courses', 'courses', undefined, 'courses'),
  detailsCourse: child('details-course/:id', 'detailsCourse', undefined, 'detailsCourse'),
  /** Opened without a list: the screen sends it back to the courses (docs/shopping-lists.md#details-course). */
  detailsCourseBare: child('details-course', 'detailsCourse', undefined, 'detailsCourse'),
  // Shown with its back arrow and search icon above the page's full-bleed picture (issue 36, docs/shell.md#header).
  universMantoujna: child('univers-mantoujna', 'universMantoujna', { search: true }, 'universMantoujna'),
  mantoujna: child('mantoujna', 'mantoujna', undefined, 'mantoujna'),
  detailMantoujna: child('detail-mantoujna', 'detailMantoujna', undefined, 'detailMantoujna'),
  faq: child('faq', 'faq', undefined, 'faq'),
  signalement: child('signalement', 'signalement', undefined, 'signalement'),
  reclamation: child('reclamation', 'reclamation', undefined, 'reclamation'),
  suggestion: child('suggestion', 'suggestion', undefined, 'suggestion'),
  idea: child('idea', 'idea', undefined, 'idea'),
  contact: child('contact', 'contact', undefined, 'contact'),
  myTickets: child('my-tickets', 'myTickets', undefined, 'myTickets'),
  detailTicket: child('detail-ticket/:ticket', 'detailTicket', undefined, 'detailTicket'),
  wishlist: child('wishlist', 'wishlist', undefined, 'wishlist'),
  coupons: child('coupons', 'coupons', undefined, 'coupons'),
  myCard: child('my-card', 'myCard', undefined, 'myCard'),
  azizaMobile: child('aziza-mobile', 'azizaMobile', undefined, 'azizaMobile'),
  myGiftVouchers: child('my-gift-vouchers', 'myGiftVouchers', undefined, 'giftVouchers'),
  profil: child('profil', 'profil', undefined, 'profile'),
  settings: child('settings', 'settings', undefined, 'settings'),
  family: child('family', 'family', undefined, 'family'),
  parrainage: child('parrainage', 'parrainage', undefined, 'parrainage'),
  benefices: child('benefices', 'benefices', undefined, 'benefices'),
  notifications: child('notifications', 'notifications', undefined, 'notifications'),
  assistanceAide: child('assistance_aide', 'assistanceAide', undefined, 'assistance'),
  notifs: child('notifs', 'notifs', undefined, 'notifs'),
  note: child('note', 'note', undefined, 'note'),
  rotaryMenu: child('rotary-menu', 'rotaryMenu', undefined, 'rotaryMenu'),
  addList: child('add-list', 'addList', undefined, 'addList'),
  addProduct: child('add-product', 'addProduct', undefined, 'addProduct'),
  reservationSim: child('reservation-sim', 'reservationSim', undefined, 'reservationSim'),
  campagnes: child('campagnes', 'campagnes', { admin: true }, 'campagnes'),
  phoneTopUp: child('phone-top-up', 'phoneTopUp', undefined, 'phoneTopUp'),
  theme: child('theme', 'theme', undefined, 'theme'),
  legal: child('legal', 'legal', undefined, 'legalNotice'),
  confidentialite: child('confidentialite', 'confidentialite', undefined, 'privacy'),
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;
type ParamsOf<Id extends RouteId> = PathParam<(typeof ROUTES)[Id]['path']>;
type HrefArgs<Id extends RouteId> = [ParamsOf<Id>] extends [never] ? [] : [Record<ParamsOf<Id>, string | number>];

/** A typed link: href('catalogView', { week: 48, year: 26 }) → /layout/catalog-view/48/26. */
export function href<Id extends RouteId>(id: Id, ...params: HrefArgs<Id>): string {
  const values = Object.fromEntries(Object.entries(params[0] ?? {}).map(([k, v]) => [k, String(v)]));
  return generatePath(ROUTES[id].path, values);
}

/** Paths used by the shell itself. */
export const paths = {
  root: '/',
  home: '/layout',
  login: '/login',
  search: '/last-chance/search',
} as const;
