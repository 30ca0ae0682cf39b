/** French texts of the theme screen (docs/app-root.md#theme), loaded with it (see register-texts.ts). */
export const themeFr = {
  intro: 'Choisissez l’apparence de l’application sur cet appareil.',
  legend: 'Apparence',
  system: 'Comme le système',
  systemHint: 'Suit le réglage clair ou sombre de votre téléphone.',
  light: 'Clair',
  lightHint: 'Fond clair, pour la journée.',
  dark: 'Sombre',
  darkHint: 'Fond sombre, plus doux le soir.',
  saved: 'Thème enregistré',
};
export type ThemeTexts = typeof themeFr;
