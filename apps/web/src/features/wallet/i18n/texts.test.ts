import { describe, expect, it } from 'vitest';
import { textValues } from '../../../lib/i18n/lazy-texts.ts';
import { walletAr } from './wallet.ar.ts';
import { walletFr } from './wallet.fr.ts';

describe('wallet texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    const latinOnly = textValues(walletAr).filter((v) => !/[\u0600-\u06ff]/.test(v));
    expect(latinOnly).toEqual(['{{label}} ({{count}})']);
  });

  it('keep the spec’s French words exactly, but « bon d’achat » for its « voucher » (docs/glossary.md)', () => {
    expect(walletFr.card.transfer).toBe('Transférer mes points');
    expect(walletFr.card.use).toBe('Utiliser mes points');
    expect(walletFr.gifts.title).toBe('Mes bons d’achat');
    expect(walletFr.gifts.none).toBe('Vous n’avez pas de bons d’achat disponibles');
    expect(walletFr.sheet.validityVoucher).toBe('Validité du bon d’achat');
    expect(walletFr.sheet.validityCoupon).toBe('Validité du Coupon');
    expect(walletFr.sheet.share).toBe('Partager Coupon');
    expect(walletFr.sheet.shareVoucher).toBe('Partager le bon d’achat');
    expect(walletFr.sheet.download).toBe('Télécharger');
    expect([walletFr.offers.active, walletFr.offers.used, walletFr.offers.expired]).toEqual(['Actif', 'Utilisé', 'Expiré']);
  });
});
