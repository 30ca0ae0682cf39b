/**
 * The loaders of the cgu, legal and confidentialité screens behind one small module: the app's
 * route table (first load) names this file only (docs/content.md#screens).
 */
export const cguScreen = () => import('./LegalPages.tsx').then((m) => ({ Component: m.CguPage }));
export const legalNoticeScreen = () => import('./LegalPages.tsx').then((m) => ({ Component: m.LegalNoticePage }));
export const privacyScreen = () => import('./LegalPages.tsx').then((m) => ({ Component: m.PrivacyPage }));
