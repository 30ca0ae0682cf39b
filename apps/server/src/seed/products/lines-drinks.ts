import type { Line } from './line.ts';

/** 609 Boissons, 618 Surgelés & glaces. */
export const DRINK_LINES: readonly Line[] = [
  {
    cat: 609,
    pack: 'bottle',
    brands: ['Safia', 'Sabrine', 'Hayet', 'Melliti', 'Garci', 'Marwa', 'Aqualine', 'Jannet'],
    items: [
      'Eau minérale naturelle|1,5 L:700|50 cl:450|6 × 1,5 L:3990',
      'Eau minérale naturelle bouchon sport|75 cl:650',
      'Eau gazeuse naturelle|1 L:1100',
    ],
  },
  {
    cat: 609,
    pack: 'bottle',
    brands: ['Boga', 'Apla', 'Coca-Cola', 'Fanta', 'Orangina', 'Schweppes'],
    items: [
      'Boisson gazeuse|1 L:1650|2 L:2900|33 cl:950',
      'Boisson gazeuse sans sucre|1 L:1750',
      'Boisson gazeuse citron|1 L:1650',
      'Boisson gazeuse menthe|1 L:1650',
      'Boisson gazeuse en canettes|6 × 33 cl:5400',
    ],
    packFor: { '33 cl': 'can', canettes: 'can' },
  },
  {
    cat: 609,
    pack: 'carton',
    brands: ['Délice', 'Diva', 'Viva', 'Oh!', 'Stil', 'Tropico', 'Vitalait'],
    items: [
      "Nectar d'orange|1 L:2700|20 cl:750",
      'Nectar de mangue|1 L:2900',
      'Nectar de pêche abricot|1 L:2700',
      'Boisson au jus de pomme|1 L:2500',
      'Boisson au jus de poire|1 L:2500',
      'Cocktail multivitaminé|1 L:2900',
      'Citronnade|1 L:2400',
      'Pur jus d’orange 100 %|1 L:4900',
    ],
  },
  {
    cat: 609,
    pack: 'can',
    brands: ['Red Bull', 'Monster', 'Power Horse'],
    items: ['Boisson énergisante|25 cl:3900|50 cl:6400'],
    gs1: '900',
  },
  {
    cat: 609,
    pack: 'bottle',
    brands: ['Vanoise', 'Randa', 'Dari'],
    items: ['Sirop de menthe|75 cl:3900', 'Sirop de grenadine|75 cl:3900', "Sirop d'orgeat|75 cl:4400", 'Sirop de citron|75 cl:3900'],
  },
  {
    cat: 618,
    pack: 'box',
    brands: ['McCain', 'El Mazraa', 'Bonduelle', 'Findus'],
    items: [
      'Frites surgelées|1 kg:6900|2,5 kg:15900',
      'Nuggets de poulet|500 g:9900',
      'Cordons bleus de dinde|400 g:9400',
      'Petits pois surgelés|1 kg:5900',
      'Épinards en branches|750 g:4900',
      'Mélange de légumes pour couscous|1 kg:5400',
      'Pizza margherita|400 g:8900',
      'Bricks au thon|6 pièces:7900',
      'Crevettes décortiquées|500 g:16900',
      'Filets de merlu panés|400 g:11900',
    ],
    packFor: { Frites: 'bag', 'Petits pois': 'bag', Mélange: 'bag', Crevettes: 'bag' },
  },
  {
    cat: 618,
    pack: 'icecream',
    brands: ['Eskimo', 'Polar', 'Délice'],
    items: [
      'Crème glacée vanille|1 L:7900',
      'Crème glacée chocolat|1 L:7900',
      'Crème glacée pistache|1 L:8900',
      'Cônes vanille chocolat|4 × 110 ml:6900',
      'Bâtonnets glacés amande|4 × 90 ml:7400',
      'Sorbet citron|500 ml:4900',
    ],
  },
];
