/**
 * « Dernière chance » alerts on the last-chance screens (issue 38 item 2, docs/last-chance.md#alerts),
 * t('lastChanceFollow.…'), registered with the follow controls.
 */
export const lastChanceFollowFr = {
  follow: 'Suivre ce magasin',
  following: 'Suivi',
  followHint: 'Recevez une alerte quand ce magasin publie une offre Dernière chance.',
  signIn: 'Connectez-vous pour suivre ce magasin',
  settings: 'Réglages des alertes',
  settingsTitle: 'Alertes Dernière chance',
  settingsText:
    'Une notification quand un magasin suivi publie de nouvelles offres, au plus {{count}} par jour, jamais entre 22:00 et 08:00.',
  stores: 'Magasins suivis',
  noStore: 'Aucun magasin suivi.',
  onlyThese: 'Seulement ces catégories',
  onlyTheseHint: 'Rien de coché : toutes les offres des magasins suivis.',
  products: 'Produits suivis',
  save: 'Enregistrer',
  close: 'Fermer',
  saved: 'Alertes enregistrées.',
  failed: 'Impossible d’enregistrer vos alertes. Réessayez.',
  invalid: 'Au plus 5 magasins, 20 produits et 10 catégories.',
  followProduct: 'Suivre ce produit',
  followingProduct: 'Produit suivi',
  followProductHint: 'Une alerte quand ce produit est en Dernière chance dans vos magasins suivis.',
  stockLeft: 'Plus que {{count}} en stock',
  soldOut: 'Épuisé dans ce magasin',
};
