import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from '../lib/router/index.ts';
import { paths, ROUTES, type RouteDef, type RouteId, type Screen, type Shell } from '../config/routes.ts';
import { LayoutShell } from './layout/LayoutShell.tsx';
import { PlainShell } from './layout/PlainShell.tsx';
import type { RouteHandle } from './layout/use-route-meta.ts';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** Modules that hold several screens: one import each, shared by their routes (a smaller first load). */
const helpScreens = () => import('../features/help/screens.ts');
const gameScreens = () => import('../features/games/screens.ts');
const referralScreens = () => import('../features/referral/screens.ts');
const mobileOfferScreens = () => import('../features/mobile-offer/screens.ts');
const brandScreens = () => import('../features/brands/screens.ts');
const listScreens = () => import('../features/shopping-lists/screens.ts');
const legalScreens = () => import('../features/legal/screens.ts');
const lastChancePages = () => import('../features/last-chance/LastChancePage.tsx');
const productPages = () => import('../features/products/ProductsPage.tsx');
const productDetailPages = () => import('../features/product-detail/ProductDetailPage.tsx');

/** Each screen is its own chunk, loaded when its route is first visited. */
const SCREENS: Record<Screen, LazyScreen> = {
  splash: () => import('../features/auth/SplashPage.tsx').then((m) => ({ Component: m.SplashPage })),
  onboarding: () => import('../features/auth/OnboardingPage.tsx').then((m) => ({ Component: m.OnboardingPage })),
  login: () => import('../features/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
  loginSocial: () => import('../features/auth/SocialCallbackPage.tsx').then((m) => ({ Component: m.SocialCallbackPage })),
  profile: () => import('../features/account/ProfilePage.tsx').then((m) => ({ Component: m.ProfilePage })),
  notifs: () => import('../features/account/NotifsPage.tsx').then((m) => ({ Component: m.NotifsPage })),
  family: () => import('../features/account/FamilyPage.tsx').then((m) => ({ Component: m.FamilyPage })),
  notifications: () => import('../features/notifications/NotificationsPage.tsx').then((m) => ({ Component: m.NotificationsPage })),
  home: () => import('../features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
  settings: () => import('../features/account/SettingsPage.tsx').then((m) => ({ Component: m.SettingsPage })),
  theme: () => import('../features/theme/ThemePage.tsx').then((m) => ({ Component: m.ThemePage })),
  offers: () => import('../features/offers/OffersPage.tsx').then((m) => ({ Component: m.OffersPage })),
  realTimeStock: () => import('../features/real-time-stock/RealTimeStockPage.tsx').then((m) => ({ Component: m.RealTimeStockPage })),
  productDetail: () => productDetailPages().then((m) => ({ Component: m.ProductDetailPage })),
  productBySku: () => productDetailPages().then((m) => ({ Component: m.ProductBySkuPage })),
  products: () => productPages().then((m) => ({ Component: m.ProductsPage })),
  productsAll: () => productPages().then((m) => ({ Component: m.ProductsAllPage })),
  search: () => import('../features/search/SearchPage.tsx').then((m) => ({ Component: m.SearchPage })),
  catalogs: () => import('../features/catalogs/CatalogsPage.tsx').then((m) => ({ Component: m.CatalogsPage })),
  catalogViewer: () => import('../features/catalog-viewer/CatalogViewerPage.tsx').then((m) => ({ Component: m.CatalogViewerPage })),
  scan: () => import('../features/scan/ScanPage.tsx').then((m) => ({ Component: m.ScanPage })),
  findStores: () => import('../features/store-finder/FindStoresPage.tsx').then((m) => ({ Component: m.FindStoresPage })),
  closerStore: () => import('../features/store-finder/CloserStorePage.tsx').then((m) => ({ Component: m.CloserStorePage })),
  storePage: () => import('../features/store-finder/StorePage.tsx').then((m) => ({ Component: m.StorePage })),
  choseGouvernorat: () => import('../features/availability/ChoseGouvernoratPage.tsx').then((m) => ({ Component: m.ChoseGouvernoratPage })),
  disponibility: () => import('../features/availability/DisponibilityPage.tsx').then((m) => ({ Component: m.DisponibilityPage })),
  lastChanceProducts: () => lastChancePages().then((m) => ({ Component: m.LastChanceProductsPage })),
  lastChance: () => lastChancePages().then((m) => ({ Component: m.LastChanceTypePage })),
  lastChanceSearch: () => lastChancePages().then((m) => ({ Component: m.LastChanceSearchPage })),
  detailLastChance: () => import('../features/last-chance/DetailLastChancePage.tsx').then((m) => ({ Component: m.DetailLastChancePage })),
  wishlist: () => import('../features/wishlist/WishlistPage.tsx').then((m) => ({ Component: m.WishlistPage })),
  myCard: () => import('../features/wallet/MyCardPage.tsx').then((m) => ({ Component: m.MyCardPage })),
  benefices: () => import('../features/wallet/BeneficesPage.tsx').then((m) => ({ Component: m.BeneficesPage })),
  coupons: () => import('../features/wallet/CouponsPage.tsx').then((m) => ({ Component: m.CouponsPage })),
  giftVouchers: () => import('../features/wallet/GiftVouchersPage.tsx').then((m) => ({ Component: m.GiftVouchersPage })),
  dashboard: () => import('../features/purchases/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
  transactions: () => import('../features/purchases/TransactionsPage.tsx').then((m) => ({ Component: m.TransactionsPage })),
  myTickets: () => import('../features/purchases/MyTicketsPage.tsx').then((m) => ({ Component: m.MyTicketsPage })),
  detailTicket: () => import('../features/purchases/DetailTicketPage.tsx').then((m) => ({ Component: m.DetailTicketPage })),
  detailsCourse: () => import('../features/shopping-lists/details-screen.ts').then((m) => m.detailsCourseScreen()),
  cgu: () => legalScreens().then((m) => m.cguScreen()),
  legalNotice: () => legalScreens().then((m) => m.legalNoticeScreen()),
  privacy: () => legalScreens().then((m) => m.privacyScreen()),
  universMantoujna: () => brandScreens().then((m) => m.universMantoujnaScreen()),
  mantoujna: () => brandScreens().then((m) => m.mantoujnaScreen()),
  detailMantoujna: () => brandScreens().then((m) => m.detailMantoujnaScreen()),
  rotaryMenu: () => brandScreens().then((m) => m.rotaryMenuScreen()),
  courses: () => listScreens().then((m) => m.coursesScreen()),
  addList: () => listScreens().then((m) => m.addListScreen()),
  addProduct: () => listScreens().then((m) => m.addProductScreen()),
  assistance: () => helpScreens().then((m) => m.assistanceScreen()),
  faq: () => helpScreens().then((m) => m.faqScreen()),
  signalement: () => helpScreens().then((m) => m.signalementScreen()),
  reclamation: () => helpScreens().then((m) => m.reclamationScreen()),
  idea: () => helpScreens().then((m) => m.ideaScreen()),
  suggestion: () => helpScreens().then((m) => m.suggestionScreen()),
  contact: () => helpScreens().then((m) => m.contactScreen()),
  note: () => helpScreens().then((m) => m.noteScreen()),
  games: () => gameScreens().then((m) => m.gamesScreen()),
  shakeWin: () => gameScreens().then((m) => m.shakeWinScreen()),
  campagnes: () => gameScreens().then((m) => m.campagnesScreen()),
  parrainage: () => referralScreens().then((m) => m.parrainageScreen()),
  azizaMobile: () => mobileOfferScreens().then((m) => m.azizaMobileScreen()),
  produitsAzizaMobile: () => mobileOfferScreens().then((m) => m.produitsAzizaMobileScreen()),
  reservationSim: () => mobileOfferScreens().then((m) => m.reservationSimScreen()),
  phoneTopUp: () => import('../features/phone-top-up/PhoneTopUpPage.tsx').then((m) => ({ Component: m.PhoneTopUpPage })),
  tapMatch: () => gameScreens().then((m) => m.tapMatchScreen()),
  panierChrono: () => gameScreens().then((m) => m.panierChronoScreen()),
  attrapePromo: () => gameScreens().then((m) => m.attrapePromoScreen()),
};

function toRoute(id: RouteId, def: RouteDef): RouteObject {
  const handle: RouteHandle = { routeId: id };
  return { path: def.path, handle, lazy: SCREENS[def.screen] };
}

function routesOf(shell: Shell): RouteObject[] {
  return (Object.entries(ROUTES) as [RouteId, RouteDef][]).filter(([, def]) => def.shell === shell).map(([id, def]) => toRoute(id, def));
}

export function buildRoutes(): RouteObject[] {
  return [
    ...routesOf('none'),
    { Component: PlainShell, children: routesOf('plain') },
    { Component: LayoutShell, children: routesOf('layout') },
    // Unknown paths go to the home page.
    { path: '*', element: <Navigate to={paths.home} replace /> },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
