import { describe, expect, it } from 'vitest';
import { cameraReaderAr, cameraReaderFr } from '../../../components/ui/camera-reader/texts.ts';
import { chartsAr, chartsFr } from '../../../components/ui/charts/chart-texts.ts';
import { walletUiAr, walletUiFr } from '../../../components/ui/wallet/wallet-ui-texts.ts';
import { textValues } from '../../../lib/i18n/lazy-texts.ts';
import { purchasesAr } from './purchases.ar.ts';
import { purchasesFr } from './purchases.fr.ts';

describe.each([
  ['purchases', purchasesFr, purchasesAr],
  ['charts', chartsFr, chartsAr],
  ['walletUi', walletUiFr, walletUiAr],
  ['cameraReader', cameraReaderFr, cameraReaderAr],
])('%s texts', (_name, fr, ar) => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    // Only figure templates ('{{quantity}} × {{price}}', '{{label}} ({{code}})') and the currency, DT in
    // both languages (docs/glossary.md), have no Arabic letters.
    const latinOnly = textValues(ar).filter(
      (v) => /\p{L}/u.test(v.replace(/\{\{\w+\}\}/g, '')) && !/[\u0600-\u06ff]/.test(v) && v !== 'DT',
    );
    expect(latinOnly).toEqual([]);
  });
});

it('keeps the spec’s French words', () => {
  expect(purchasesFr.dashboard.transactions).toBe('Total de transactions');
  expect(purchasesFr.detail.download).toBe('Télécharger');
  expect(walletUiFr.budget).toBe('Budget affecté');
});
