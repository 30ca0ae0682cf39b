import { expect, it } from 'vitest';
import { textKeys, textValues } from '../../../lib/i18n/lazy-texts.ts';
import { walletHomeAr, walletHomeFr } from './wallet-home-texts.ts';

it('wallet home texts: same keys in French and Arabic, Arabic in Arabic script, spec words kept', () => {
  expect(textKeys(walletHomeAr).sort()).toEqual(textKeys(walletHomeFr).sort());
  expect(textValues(walletHomeAr).filter((v) => !/[\u0600-\u06ff]/.test(v))).toEqual([]);
  expect([walletHomeFr.balance, walletHomeFr.recent, walletHomeFr.purchases]).toEqual(['Solde actuel', 'Activités récentes', 'Mes achats']);
});
