/**
 * The loaders of the games' screens behind this one small module: the app's route table (first
 * load) names this file only (docs/games.md). Each screen is its own chunk.
 */
export const gamesScreen = () => import('./GamesPage.tsx').then((m) => ({ Component: m.GamesPage }));
export const shakeWinScreen = () => import('./shake-win/ShakeWinPage.tsx').then((m) => ({ Component: m.ShakeWinPage }));
export const campagnesScreen = () => import('./CampagnesPage.tsx').then((m) => ({ Component: m.CampagnesPage }));
export const tapMatchScreen = () => import('./tap-match/TapMatchPage.tsx').then((m) => ({ Component: m.TapMatchPage }));
export const panierChronoScreen = () => import('./panier-chrono/PanierChronoPage.tsx').then((m) => ({ Component: m.PanierChronoPage }));
export const attrapePromoScreen = () => import('./attrape-promo/AttrapePromoPage.tsx').then((m) => ({ Component: m.AttrapePromoPage }));
