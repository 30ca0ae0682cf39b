/** Spelling of the words contributors typed without accents or with typos (keys: folded words). */
export const WORD_FIXES: Record<string, string> = {
  naturelel: 'naturelle', tratiner: 'tartiner', cacahuettes: 'cacahuètes', cacahuete: 'cacahuète',
  frommage: 'fromage', bierre: 'bière', burgles: 'bugles', argumes: 'agrumes', culin: 'cumin',
  instantannee: 'instantanée', garenadine: 'grenadine', puple: 'pulpe', taglatella: 'tagliatelles',
  harrisa: 'harissa', etuve: 'étuvé', thailandais: 'thaïlandais', 'piq.': 'piquante', piq: 'piquante', patissiere: 'pâtissière',
  patisserie: 'pâtisserie', ventreche: 'ventrèche', boutarde: 'poutargue', brich: 'brick', brique: 'brick',
  creme: 'crème', pate: 'pâte', pates: 'pâtes', cafe: 'café', preparation: 'préparation', cereales: 'céréales',
  mechouia: 'méchouia', berbere: 'berbère', gazeifiee: 'gazéifiée', fraiche: 'fraîche', epaisse: 'épaisse',
  minerale: 'minérale', gout: 'goût', legumes: 'légumes', grilles: 'grillés', epicee: 'épicée', sechees: 'séchées',
  sechee: 'séchée', seche: 'séché', peche: 'pêche', concentre: 'concentré', pelees: 'pelées', concassees: 'concassées',
  concasse: 'concassé', a: 'à', aromatise: 'aromatisé', aromatisee: 'aromatisée', ecreme: 'écrémé', sterilise: 'stérilisé',
  brasse: 'brassé', allegee: 'allégée', vegetale: 'végétale', superieur: 'supérieur', mediterranee: 'Méditerranée',
  degustation: 'dégustation', eclats: 'éclats', cacaotee: 'cacaotée', fourre: 'fourré', fourree: 'fourrée',
  fourrees: 'fourrées', veritable: 'véritable', precuite: 'précuite', ble: 'blé', crepes: 'crêpes', gateau: 'gâteau',
  sable: 'sablé', sables: 'sablés', entiere: 'entière', pelee: 'pelée', the: 'thé',
  oeufs: 'œufs', coeur: 'cœur', epices: 'épices',
  branchees: 'branchées', denoyautees: 'dénoyautées',
  riad: 'Riad', tunisie: 'Tunisie',
  sahara: 'Sahara', kairouan: 'Kairouan', sahli: 'Sahli',
  meski: 'Meski', tebourba: 'Tebourba', arbequina: 'Arbequina', chemlali: 'Chemlali', norvege: 'Norvège',
  vitamine: 'vitaminé', helwa: 'halwa', pistacchio: 'pistache', multicereales: 'multicéréales', ajoutes: 'ajoutés', arome: 'arôme', multivitamine: 'multivitaminé', u: 'U', 'u.h.t': 'UHT', uht: 'UHT',
};

/** Product and range names kept capitalised inside a name ("Biscuits Croco goût fraise"). */
export const PROPER_WORDS = [
  'Croco', 'Wigo', 'Tris', 'Smile', 'Tigato', 'Binto', 'Gaufy', 'Major', 'Prince', 'Croustina', 'Gaucho',
  'Tuc', 'Start', 'Break', 'Quattro', 'Volcano', 'X-plose', 'Club', 'Passion', 'Sensations', 'Activia',
  'Danup', 'Danao', 'Oikos', 'Bifi', "Vit'up", 'Vitalio', 'Fraidoux', 'Goutela', 'Chocoline', "Grain d'Or",
  'Mille Recettes', "Popper's", "Grani Pop's", 'Flochoco', 'Falfoul', 'Jektis', "Déli'O", 'Tropicana',
  'Mamzouj', 'Creamy', 'Sablito', 'Tungo', 'Gouta', 'Twist', 'Oops', 'Adoro', 'Tornado', 'Browniz',
  'Crostatini', 'Amandor', 'Rimyto', "P'tit Rimy", 'Chocotom', 'Spichoco', "Spinut's", 'Bugles',
  'Sharky', 'Fritz', 'Waves', 'Grissini', 'Torinesi', 'Noisella', 'Pristine', 'Goldina', 'Sango',
  'Natiyo', 'Crispo Nuts', 'Délice de fruits', 'Cap Bon', 'Deglet Nour', 'Mhamsa', 'Florident', 'Vanoise', 'Retz', 'St Michel', 'Mojito', 'Orangina', 'Toscana',
];
