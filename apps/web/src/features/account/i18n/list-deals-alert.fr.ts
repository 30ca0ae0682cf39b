/**
 * The weekly push « Cette semaine sur ma liste » on the notification settings (issue 38 item 1,
 * docs/notifications.md#this-week-on-my-list), t('listDealsAlert.…'), registered with its card.
 */
export const listDealsAlertFr = {
  title: 'Cette semaine sur ma liste',
  text: 'Une fois par semaine, au jour et à l’heure choisis : « 4 articles de votre liste sont en promo cette semaine ».',
  switch: 'Rappel chaque semaine',
  switchHint: 'Les promos, catalogues et offres Dernière chance de vos listes de courses et favoris, à votre magasin.',
  weekday: 'Jour',
  hour: 'Heure',
  save: 'Enregistrer',
  saved: 'Enregistré.',
  summaryOn: 'Chaque {{weekday}} à {{hour}}',
  summaryOff: 'Désactivé',
  failed: 'Impossible d’enregistrer le rappel. Réessayez.',
  invalid: 'Choisissez un jour et une heure entre 08:00 et 21:00.',
  loadError: 'Impossible de charger ce réglage.',
};
