/** Placeholder while issue 20 is built (docs/mobile-offer.md). */
export function MobileOfferProductsPage() {
  return null;
}
