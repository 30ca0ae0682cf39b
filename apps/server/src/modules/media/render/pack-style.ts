/** What a pack drawing needs: colours and the words printed on it. Drawings use a 200x200 box. */
export interface PackStyle {
  main: string;
  accent: string;
  /** Text colour on `main`. */
  ink: string;
  /** Colour of what the pack holds or shows (water, oil, jam, pasta, a fruit…). */
  content: string;
  brand: string;
  /** Product name without the brand. */
  name: string;
  size: string;
  /** A wide box (biscuits, tea) rather than a tall one (cereals). */
  wide: boolean;
}

export type PackDrawer = (s: PackStyle) => string;
