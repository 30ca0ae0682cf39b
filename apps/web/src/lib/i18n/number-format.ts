/** Numbers are always formatted fr-FR (also in Arabic), and kept left-to-right by the caller. */
const integerFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

export function formatInteger(value: number): string {
  return integerFormat.format(value);
}
