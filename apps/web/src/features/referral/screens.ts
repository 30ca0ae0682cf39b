/** The loader of « parrainage » (docs/referral.md): its own chunk. */
export const parrainageScreen = () => import('./ParrainagePage.tsx').then((m) => ({ Component: m.ParrainagePage }));
