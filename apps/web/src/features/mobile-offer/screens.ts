/** The loaders of the mobile offer's screens (docs/mobile-offer.md): each its own chunk. */
export const azizaMobileScreen = () => import('./AzizaMobilePage.tsx').then((m) => ({ Component: m.AzizaMobilePage }));
export const produitsAzizaMobileScreen = () =>
  import('./MobileOfferProductsPage.tsx').then((m) => ({ Component: m.MobileOfferProductsPage }));
export const reservationSimScreen = () => import('./ReservationSimPage.tsx').then((m) => ({ Component: m.ReservationSimPage }));
