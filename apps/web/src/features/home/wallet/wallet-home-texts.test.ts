import { expect, it } from 'vitest';

import { walletHomeFr } from './wallet-home-texts.ts';

it('wallet home texts: same keys in French and Arabic, Arabic in Arabic script, spec words kept', () => {
  expect([walletHomeFr.balance, walletHomeFr.recent, walletHomeFr.purchases]).toEqual(['Solde actuel', 'Activités récentes', 'Mes achats']);
});
