/**
 * The first screen the server writes into index.html for the pre-JS shell to draw
 * (docs/shell.md#first-screen-in-the-html). Types only: the boot script imports them too.
 */

/** The shell's card rows: the home's two strips, or the grid of the other screens. */
export type FirstScreenSlot = 'promos' | 'lastChance' | 'grid';

/** One card: picture, name and prices in millimes. */
export interface FirstScreenCard {
  image: string;
  name: string;
  price: number;
  old_price: number;
  remise: number;
}

/** What the page carries (script#first-screen, JSON). */
export interface FirstScreen {
  /** The Tunis day the cards are for, and their language. */
  day: string;
  lang: 'fr' | 'ar';
  /** Cards by row; the last-chance rows are those of no chosen store (the shell drops them when one is). */
  slots: Partial<Record<FirstScreenSlot, FirstScreenCard[]>>;
}
