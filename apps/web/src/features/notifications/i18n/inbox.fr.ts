/** French texts of the notifications screen and badge (docs/notifications.md#screen). */
export const inboxFr = {
  title: 'Notifications',
  markAll: 'Tout marquer comme lu',
  more: 'Voir plus',
  loading: 'Chargement…',
  unread: 'Non lue',
  badge_one: '{{count}} notification non lue',
  badge_other: '{{count}} notifications non lues',
  empty: {
    title: 'Aucune notification',
    text: 'Les invitations de votre famille, les promotions de vos favoris et les nouveautés de l’application arriveront ici.',
  },
  error: 'Vos notifications n’ont pas pu être chargées.',
  retry: 'Réessayer',
  actions: {
    view: 'Voir',
    dismiss: 'Annuler',
    accept: 'Accepter',
    refuse: 'Refuser',
    install: 'Installer les mises à jour',
  },
  answered: {
    accepted: 'Invitation acceptée',
    declined: 'Invitation refusée',
  },
  joined: 'Vous faites maintenant partie de la famille.',
  types: {
    invitation: 'Invitation',
    promotion: 'Promotion',
    game: 'Jeu',
    update: 'Mise à jour',
    info: 'Information',
  },
  signIn: {
    title: 'Vos notifications',
    text: 'Connectez-vous pour recevoir les invitations de votre famille, les promotions de vos favoris et les nouveautés.',
    button: 'Se connecter',
  },
};
