/** French texts of the phone top-up screen (docs/phone-top-up.md); phone-top-up.ar.ts has the same keys. */
export const phoneTopUpFr = {
  intro: 'Choisissez votre opérateur, puis scannez le code QR de votre ticket de recharge : le code de recharge se compose tout seul.',
  operatorsLabel: 'Choisir un opérateur',
  operators: { ooredoo: 'Ooredoo', tt: 'Tunisie Telecom', orange: 'Orange' },
  tileHint: 'Scanner le ticket de recharge',
  scan: {
    title: 'Scanner le ticket de recharge {{operator}}',
    prompt: 'Placez le code QR ou le code-barres du ticket à l’intérieur de la zone de scan',
  },
  manual: {
    title: 'Saisir le code de recharge',
    label: 'Code de recharge',
    hint: 'Les chiffres imprimés sur votre ticket, ou tout le code *…#.',
    submit: 'Recharger',
    back: 'Revenir à la caméra',
    invalid: 'Code invalide : saisissez les 8 à 20 chiffres de votre ticket de recharge.',
  },
  result: {
    title: 'Recharge {{operator}}',
    code: 'Code de recharge : {{code}}',
    ussd: 'Code à composer',
    dial: 'Composer le code',
    dialing: 'Votre téléphone compose ce code : lancez l’appel pour recharger.',
    howTo: 'Composez ce code sur le téléphone à recharger, puis appuyez sur la touche d’appel.',
    copy: 'Copier le code',
    copied: 'Code copié',
    again: 'Nouvelle recharge',
  },
  help: {
    question: 'Un souci avec votre recharge ?',
    call: 'Appelez le service client au {{number}} (appel gratuit).',
  },
};
