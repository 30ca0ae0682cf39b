import { LIST_MAX_QUANTITY } from '@qadhya/domain';

/**
 * The add-product screen's choice (docs/shopping-lists.md#screens-courses-add-list-add-product):
 * a quantity per product sku. A product is selected exactly when its quantity is above 0:
 * tapping the select marker selects it at 1 or unselects it (back to 0), +1 adds one (up to the
 * list's maximum), −1 takes one away and never goes below 0 (0 unselects). At 0 the card shows
 * only a plus button. Pure: the screen keeps the map in its state.
 */
export type Selection = ReadonlyMap<string, number>;

export const EMPTY_SELECTION: Selection = new Map();

export const quantityOf = (selection: Selection, sku: string): number => selection.get(sku) ?? 0;

export const isSelected = (selection: Selection, sku: string): boolean => quantityOf(selection, sku) > 0;

function withQuantity(selection: Selection, sku: string, quantity: number): Selection {
  const next = new Map(selection);
  const clamped = Math.max(0, Math.min(LIST_MAX_QUANTITY, Math.trunc(quantity)));
  if (clamped === 0) next.delete(sku);
  else next.set(sku, clamped);
  return next;
}

/** The select marker: unselected → selected at 1; selected → unselected (quantity 0). */
export const toggleSelected = (selection: Selection, sku: string): Selection =>
  withQuantity(selection, sku, isSelected(selection, sku) ? 0 : 1);

/** +1 (the plus-only button at 0 selects the product at 1). */
export const increment = (selection: Selection, sku: string): Selection => withQuantity(selection, sku, quantityOf(selection, sku) + 1);

/** −1, never below 0. */
export const decrement = (selection: Selection, sku: string): Selection => withQuantity(selection, sku, quantityOf(selection, sku) - 1);

/** The card shows the plus-only button (no − and no figure) at 0. */
export const showsPlusOnly = (selection: Selection, sku: string): boolean => quantityOf(selection, sku) === 0;

/** n of 'Ajouter produits (n)': how many products are selected. */
export const selectedCount = (selection: Selection): number => selection.size;

/** What goes to the list, in the order the products were selected. */
export const selectedItems = (selection: Selection): { sku: string; quantity: number }[] =>
  [...selection].map(([sku, quantity]) => ({ sku, quantity }));

/** The ?list= parameter: a positive list id, or null (the screen then goes back to the courses). */
export function listIdParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
