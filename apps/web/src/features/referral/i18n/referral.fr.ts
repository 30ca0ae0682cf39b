/** French texts of « parrainage » (docs/referral.md#in-the-app); referral.ar.ts has the same keys. */
export const referralFr = {
  intro:
    'Invitez vos amis à rejoindre Qadhya : quand un ami inscrit avec votre lien fait son premier achat d’au moins {{min}}, vous recevez un bon d’achat de {{bonus}}.',
  stats: { invited: 'Amis invités', downloaded: 'Téléchargements', bonus: 'Bonus gagné' },
  invite: 'Inviter des amis',
  friends: 'Amis ont téléchargé',
  noFriends: 'Vos amis inscrits avec votre lien apparaîtront ici.',
  rewarded: 'Bonus reçu',
  waiting: 'En attente du premier achat',
  invitedBy: 'Vous avez été invité par {{name}}.',
  signIn: { title: 'Parrainage', text: 'Connectez-vous pour inviter vos amis et gagner des bons d’achat.', button: 'Se connecter' },
  loading: 'Chargement…',
  error: 'Le parrainage n’a pas pu être chargé.',
  retry: 'Réessayer',
};
