import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { walletAr } from './wallet.ar.ts';
import { walletFr } from './wallet.fr.ts';

/** Adds the wallet texts (t('wallet.…')) to both catalogues when a wallet screen's chunk loads. */
export function registerWalletTexts(): void {
  registerLazyTexts('wallet', walletFr, walletAr);
}

registerWalletTexts();
