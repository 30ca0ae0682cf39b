import type { Line } from './line.ts';

/** Hygiène: 622 Hygiène & beauté, 642 Entretien de la maison, 650 Papier & ouate. */
export const HYGIENE_LINES: readonly Line[] = [
  {
    cat: 622,
    pack: 'pump',
    brands: ['Dove', 'Nivea', 'Palmolive', 'Physiol', 'Head & Shoulders', 'Elseve', 'Lilas'],
    items: [
      'Shampooing cheveux normaux|400 ml:11900|200 ml:6900',
      'Shampooing antipelliculaire|400 ml:13900',
      'Après-shampooing|200 ml:8900',
      'Gel douche hydratant|500 ml:9900',
      'Savon liquide mains|300 ml:4900',
      'Lait corporel|400 ml:14900',
      'Crème hydratante visage|50 ml:18900',
    ],
    packFor: { visage: 'tub' },
    gs1: '300',
  },
  {
    cat: 622,
    pack: 'tube',
    brands: ['Colgate', 'Signal', 'Sensodyne'],
    items: [
      'Dentifrice protection caries|75 ml:3900',
      'Dentifrice blancheur|75 ml:4900',
      'Dentifrice dents sensibles|75 ml:8900',
      'Brosse à dents médium|pièce:2900',
    ],
    packFor: { Brosse: 'box' },
  },
  {
    cat: 622,
    pack: 'spray',
    brands: ['Rexona', 'Nivea', 'Axe', 'Dove'],
    items: ['Déodorant spray 48 h|150 ml:9900', 'Déodorant bille|50 ml:7900', 'Mousse à raser|200 ml:8900'],
    gs1: '871',
  },
  {
    cat: 622,
    pack: 'box',
    brands: ['Always', 'Lilas', 'Nana'],
    items: ['Serviettes hygiéniques normal|10 pièces:3400', 'Serviettes hygiéniques nuit|8 pièces:3900', 'Protège-slips|30 pièces:3600'],
  },
  {
    cat: 622,
    pack: 'box',
    brands: ['Gillette', 'Bic'],
    items: ['Rasoirs jetables 3 lames|4 pièces:8900', 'Lames de rechange|4 pièces:24900'],
    gs1: '300',
  },
  {
    cat: 642,
    pack: 'jug',
    brands: ['Nadhif', 'Dixan', 'Ariel', 'Omo', 'Persil', 'Lilas'],
    items: [
      'Lessive liquide|3 L:24900|1,5 L:13900',
      'Lessive en poudre main|1 kg:5900',
      'Lessive en poudre machine|3 kg:21900',
      'Liquide vaisselle citron|750 ml:3400',
      'Assouplissant fraîcheur|2 L:9900',
      'Nettoyant sols pin|1 L:3900',
      'Eau de Javel|1 L:1300',
      'Nettoyant vitres|500 ml:4900',
      'Dégraissant cuisine|500 ml:5900',
    ],
    packFor: { poudre: 'box', vitres: 'spray', Dégraissant: 'spray' },
  },
  {
    cat: 650,
    pack: 'roll',
    brands: ['Lilas', 'Tempo', 'Sopalin', 'Dalia', 'Okay'],
    items: [
      'Papier toilette double épaisseur|6 rouleaux:5900|12 rouleaux:10900',
      'Essuie-tout|2 rouleaux:3900',
      'Mouchoirs en boîte|100 mouchoirs:2900',
      'Mouchoirs de poche|10 paquets:2400',
      'Serviettes de table|100 pièces:2600',
      'Lingettes nettoyantes|50 pièces:4500',
    ],
    packFor: { Mouchoirs: 'tissue', Serviettes: 'tissue', Lingettes: 'tissue' },
  },
];
