/**
 * Whole numbers as Intl's fr-FR formatter writes them ("1 234" with a narrow no-break space, "-0"
 * for a negative that rounds to 0, halves away from zero), written by hand: the first Intl
 * formatter of a page costs ~15 ms (ICU's start), ~60 ms on a slow phone, and every price of the
 * first screen goes through here (docs/formats.md#no-intl-at-start-up). Beyond 15 digits, Intl.
 */
const GROUP = '\u202f';
let large: Intl.NumberFormat | undefined;

export function formatWhole(n: number): string {
  const abs = Math.abs(n);
  if (!(abs < 1e15)) return (large ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })).format(n);
  const digits = String(Math.round(abs)).replace(/\B(?=(\d{3})+$)/g, GROUP);
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}
