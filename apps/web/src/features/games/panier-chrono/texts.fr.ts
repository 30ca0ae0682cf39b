/** French texts of Panier Chrono (t('panierChrono.…')); texts.ar.ts has the same keys. */
export const panierChronoFr = {
  howTo: 'Touchez les produits de votre liste avant la fin du temps. Attention : un intrus dans le panier et la partie est perdue !',
  list: 'Ma liste de courses',
  progress: '{{done}} sur {{total}} dans le panier',
  shelf: 'Rayon',
  basket: 'Panier',
  inBasket: 'dans le panier',
  notListed: 'pas sur la liste',
  taken: '{{name}} est dans le panier.',
  wrong: '{{name}} n’est pas sur la liste.',
  wrongEnd: '{{name}} n’est pas sur la liste : partie perdue.',
  timeUp: 'Temps écoulé !',
  done: 'Liste complète !',
};
