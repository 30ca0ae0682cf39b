/**
 * The loaders of the help screens behind this one small module: the app's route table (first load)
 * names this file only (docs/help.md#screens).
 */
export const assistanceScreen = () => import('./AssistancePage.tsx').then((m) => ({ Component: m.AssistancePage }));
export const faqScreen = () => import('./FaqPage.tsx').then((m) => ({ Component: m.FaqPage }));
export const signalementScreen = () => import('./SignalementPage.tsx').then((m) => ({ Component: m.SignalementPage }));
export const reclamationScreen = () => import('./ThanksPages.tsx').then((m) => ({ Component: m.ReclamationPage }));
export const ideaScreen = () => import('./IdeaPage.tsx').then((m) => ({ Component: m.IdeaPage }));
export const suggestionScreen = () => import('./ThanksPages.tsx').then((m) => ({ Component: m.SuggestionPage }));
export const contactScreen = () => import('./ContactPage.tsx').then((m) => ({ Component: m.ContactPage }));
export const noteScreen = () => import('./NotePage.tsx').then((m) => ({ Component: m.NotePage }));
