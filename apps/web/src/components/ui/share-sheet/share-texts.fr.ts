/** French texts of the share sheet (t('share.…')); share-texts.ar.ts has the same keys. */
export const shareFr = {
  title: 'Partager',
  members: 'Ma famille',
  noMembers: 'Invitez vos proches à rejoindre votre famille.',
  social: 'Partager via',
  linkLabel: "Lien d'invitation",
  copy: 'Copier',
  copied: 'Lien copié',
  more: "Plus d'options",
  message: 'Rejoignez-moi sur Qadhya, mon code est {{code}} :',
  instagramCopied: 'Lien copié : collez-le dans Instagram',
  messengerCopied: 'Lien copié : collez-le dans Messenger',
  handle: 'Fermer',
  networks: {
    messenger: 'Messenger',
    telegram: 'Telegram',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    x: 'X',
    facebook: 'Facebook',
  },
};
