/**
 * French texts of « Cette semaine sur ma liste » (issue 38 item 1, docs/shopping-lists.md#this-week-on-my-list),
 * t('listDeals.…'), registered when the deals' chunk loads (register-texts.ts): out of the first load.
 * Glossary words: promo, catalogue, Dernière chance, promo du jour, liste de courses, favoris; amounts by formatMoney.
 */
export const listDealsFr = {
  title: 'Cette semaine sur ma liste',
  titleFavourites: 'Cette semaine dans mes favoris',
  saving: 'Économie cette semaine : {{amount}}',
  // French says a count two ways (and 0 as none); the Arabic has five (docs/glossary.md#counting-in-arabic).
  count_zero: 'Aucun article en promo cette semaine',
  count_one: '{{count}} article en promo cette semaine',
  count_other: '{{count}} articles en promo cette semaine',
  none: 'Aucun article en promo cette semaine à votre magasin.',
  store: 'Au magasin {{store}}',
  allStores: 'Promos et catalogues de toute l’enseigne (choisissez votre magasin pour la Dernière chance)',
  alertLink: 'Me prévenir chaque semaine',
  kind: {
    catalogue: 'Catalogue',
    promo: 'Promo du jour',
    last_chance: 'Dernière chance',
    next: 'La semaine prochaine',
  },
  /** A typed item's explanation: « « lait » : Lait demi-écrémé … en promo ». */
  match: {
    lead: '« {{words}} » :',
    catalogue: 'au catalogue',
    promo: 'en promo',
    last_chance: 'en Dernière chance',
    nextCatalogue: 'au catalogue de la semaine prochaine',
    nextPromo: 'en promo la semaine prochaine',
  },
  savingSpoken: 'Économie de {{amount}}',
  until: 'jusqu’au {{date}}',
  todayOnly: 'aujourd’hui seulement',
  from: 'dès le {{date}}',
  dealPrice: 'Prix : {{price}}',
};
