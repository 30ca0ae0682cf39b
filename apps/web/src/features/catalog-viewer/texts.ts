import { registerLazyTexts } from '../../lib/i18n/lazy-texts.ts';

/** The catalog-viewer screen's texts (t('catalogViewer.…')), added when its chunk loads: out of the first load. */
export const catalogViewerFr = {
  book: 'Catalogue de la semaine {{week}}',
  roleDescription: 'catalogue à feuilleter',
  weekLabel: 'Semaine du {{start}} au {{end}}',
  previous: 'Page précédente',
  next: 'Page suivante',
  counter: 'Page {{page}} / {{total}}',
  /** Said by the polite live region when the page changes (docs/accessibility.md#flipbook). */
  announce: 'Page {{page}} sur {{total}}',
  pageAlt: 'Page {{page}} du catalogue',
  allProducts: 'Tous les produits de ce catalogue',
  empty: "Ce catalogue n'est pas encore disponible.",
  loadError: 'Impossible de charger le catalogue.',
  offline: 'Pages enregistrées affichées (hors ligne).',
  retry: 'Réessayer',
  backToCatalogs: 'Voir les catalogues',
  swipeHint: 'Glissez pour tourner les pages',
};

export const catalogViewerAr: typeof catalogViewerFr = {
  book: 'كتالوج الأسبوع {{week}}',
  roleDescription: 'كتالوج للتصفّح',
  weekLabel: 'أسبوع من {{start}} إلى {{end}}',
  previous: 'الصفحة السابقة',
  next: 'الصفحة التالية',
  counter: 'صفحة \u2066{{page}} / {{total}}\u2069',
  announce: 'الصفحة {{page}} من {{total}}',
  pageAlt: 'صفحة {{page}} من الكتالوج',
  allProducts: 'كل منتجات هذا الكتالوج',
  empty: 'هذا الكتالوج غير متوفر بعد.',
  loadError: 'تعذّر تحميل الكتالوج.',
  offline: 'تُعرض الصفحات المحفوظة (دون اتصال).',
  retry: 'إعادة المحاولة',
  backToCatalogs: 'عرض الكتالوجات',
  swipeHint: 'اسحب لتقليب الصفحات',
};

registerLazyTexts('catalogViewer', catalogViewerFr, catalogViewerAr);
