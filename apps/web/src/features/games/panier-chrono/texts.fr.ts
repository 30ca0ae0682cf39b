/** French texts of Panier Chrono (t('panierChrono.…')); texts.ar.ts has the same keys. */
export const panierChronoFr = {
  howTo: 'Touchez les produits de votre liste avant la fin du temps. Attention aux intrus !',
  list: 'Ma liste de courses',
  progress: '{{done}} sur {{total}} dans le panier',
  shelf: 'Rayon',
  basket: 'Panier',
  inBasket: 'dans le panier',
  notListed: 'pas sur la liste',
  taken: '{{name}} est dans le panier.',
  wrong: '{{name}} n’est pas sur la liste.',
  timeUp: 'Temps écoulé !',
  done: 'Liste complète !',
};
