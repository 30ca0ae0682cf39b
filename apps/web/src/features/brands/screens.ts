/**
 * The loaders of univers-mantoujna, mantoujna, detail-mantoujna and the rotary menu behind one small
 * module: the app's route table (first load) names this file only (docs/brands.md#screens).
 */
export const universMantoujnaScreen = () => import('./BrandPages.tsx').then((m) => ({ Component: m.UniversMantoujnaPage }));
export const mantoujnaScreen = () => import('./BrandPages.tsx').then((m) => ({ Component: m.MantoujnaPage }));
export const detailMantoujnaScreen = () => import('./BrandPages.tsx').then((m) => ({ Component: m.DetailMantoujnaPage }));
export const rotaryMenuScreen = () => import('./RotaryMenuPage.tsx').then((m) => ({ Component: m.RotaryMenuPage }));
