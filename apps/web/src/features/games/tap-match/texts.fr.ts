/** French texts of Tap & Match (t('tapMatch.…')); texts.ar.ts has the same keys. */
export const tapMatchFr = {
  hint: 'Retournez deux cartes à la fois et retrouvez les paires de produits.',
  board: 'Cartes du jeu',
  keys: 'Flèches pour passer d’une carte à l’autre, Entrée ou Espace pour retourner une carte.',
  card: 'Carte {{n}}',
  symbol: 'Symbole {{symbol}}',
  pairs: 'Paires : {{found}} sur {{pairs}}',
  timeLeft: 'Temps restant : {{seconds}} secondes',
  found: 'Paire trouvée : {{name}}',
  missed: 'Pas une paire : {{first}} et {{second}}',
  allFound: 'Toutes les paires sont trouvées !',
  timeUp: 'Temps écoulé !',
};
