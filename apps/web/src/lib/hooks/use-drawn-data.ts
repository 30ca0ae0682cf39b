import { useDeferredValue } from 'react';

/**
 * A query's data as the screen draws it: at transition priority, so a page of cards arriving is
 * drawn in slices of a few milliseconds instead of one long task (docs/shell.md#start-up-in-short-tasks).
 * `drawing` is true while the screen still shows the previous data; `firstDrawing` while that is
 * nothing yet: the screen keeps its loading state up until the first cards are drawn, all at once.
 */
export function useDrawnData<T>(data: T | undefined): { data: T | undefined; drawing: boolean; firstDrawing: boolean } {
  const drawn = useDeferredValue(data);
  const drawing = drawn !== data;
  return { data: drawn, drawing, firstDrawing: drawing && drawn === undefined };
}
