/** French texts of the brands screens and the rotary menu (docs/brands.md#screens). */
export const brandsFr = {
  loading: 'Chargement…',
  loadError: 'Impossible de charger les marques.',
  retry: 'Réessayer',
  universe: {
    title: 'Univers Mantoujna',
    lead: 'Les marques de votre enseigne, choisies et contrôlées par Qadhya.',
    count_one: '{{count}} produit',
    count_other: '{{count}} produits',
    empty: 'Aucune marque à afficher pour le moment.',
  },
  detail: {
    count_one: '{{count}} produit',
    count_other: '{{count}} produits',
    none: "Choisissez d'abord une marque.",
    unknown: "Cette marque n'est plus proposée.",
    toBrands: 'Voir nos marques',
    otherBrands: 'Autres marques',
  },
  rotary: {
    title: 'Restons en contact',
    lead: 'Appelez notre numéro vert ou suivez-nous.',
    tollFree: 'Numéro vert',
    tollFreeHint: 'Appel gratuit depuis la Tunisie',
    call: 'Appeler le {{number}}',
    listTitle: 'Nos réseaux sociaux',
    follow: 'Qadhya sur {{network}}',
    email: 'Écrire à {{email}}',
    networks: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      tiktok: 'TikTok',
      youtube: 'YouTube',
      linkedin: 'LinkedIn',
      x: 'X',
    },
  },
};
