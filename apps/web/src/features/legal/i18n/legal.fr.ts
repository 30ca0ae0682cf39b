/** French texts of the terms, legal notices and privacy screens and the terms prompt (docs/content.md#screens). */
export const legalFr = {
  loading: 'Chargement…',
  loadError: 'Impossible de charger ce texte.',
  retry: 'Réessayer',
  effective: "Date d'entrée en vigueur : {{date}}",
  version: 'Version {{version}}',
  offline: 'Hors connexion : dernière version lue.',
  titles: {
    cgu: "Conditions générales d'utilisation",
    legal: 'Mentions légales',
    privacy: 'Politique de confidentialité',
  },
  cookies: {
    measure:
      'Mesure d’audience, sur nos seuls serveurs, sans aucun tiers : les produits ouverts, les pages de catalogue vues, les recherches, les scans, les parties de jeux et les campagnes vues, avec le magasin choisi. Sans votre accord, ce ne sont que des comptages anonymes (ni appareil ni compte, recherches chiffrées) ; avec votre accord (« Mesure d’audience personnalisée », dans Notifications et confidentialité), ils sont liés à votre appareil et à votre compte. Ces mesures sont conservées 13 mois au plus.',
    open: 'Politique de cookies',
    title: 'Politique de cookies',
    text: "Qadhya n'utilise pas de cookies publicitaires. L'application garde sur votre téléphone votre session, votre langue, votre thème, vos choix (magasin, région, marque) et une copie des pages lues pour les afficher hors connexion.",
    retention: 'Ces éléments sont conservés 13 mois au plus, puis supprimés ou redemandés.',
    readTerms: "Lire les conditions générales d'utilisation",
    close: 'Fermer',
    handle: 'Fermer la politique de cookies',
  },
  prompt: {
    title: "Nos conditions d'utilisation ont changé",
    text: 'La version {{version}} est en vigueur. Merci de la lire et de l’accepter pour continuer à profiter de vos services.',
    accept: 'Accepter',
    read: 'Lire les conditions',
    later: 'Plus tard',
    accepted: 'Merci, vos conditions sont à jour.',
  },
};
