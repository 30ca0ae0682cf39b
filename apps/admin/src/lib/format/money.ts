import { formatPrice } from '@qadhya/domain';

/** A price in millimes as the shoppers read it (e.g. "1,450 DT"). */
export function formatMillimes(millimes: number): string {
  return formatPrice(millimes);
}
