/** Placeholder while issue 20 is built (docs/mobile-offer.md#phone-top-up). */
export function PhoneTopUpPage() {
  return null;
}
