// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDrawnData } from './use-drawn-data.ts';

afterEach(cleanup);

const seen: string[] = [];
function Grid({ items }: { items?: string[] }) {
  const drawn = useDrawnData(items);
  seen.push(
    drawn.data
      ? `drawn ${drawn.data.length}${drawn.drawing ? ' (drawing the next)' : ''}`
      : drawn.firstDrawing
        ? 'drawing the first'
        : 'loading',
  );
  return <p data-testid="grid">{drawn.data ? drawn.data.join(',') : 'loading'}</p>;
}

describe('useDrawnData (docs/shell.md#start-up-in-short-tasks)', () => {
  it('keeps the loading state in the urgent render, then draws the data in a render of its own', async () => {
    seen.length = 0;
    const view = render(<Grid />);
    await act(async () => view.rerender(<Grid items={['lait', 'thé', 'sucre']} />));
    expect(screen.getByTestId('grid').textContent).toBe('lait,thé,sucre');
    // The data's arrival: first a render that still shows the loading state, then the cards.
    expect(seen).toEqual(['loading', 'drawing the first', 'drawn 3']);
  });

  it('says a later page is drawing while the cards of before stay, not the first', async () => {
    seen.length = 0;
    const view = render(<Grid items={['lait']} />);
    await act(async () => view.rerender(<Grid items={['lait', 'thé']} />));
    expect(screen.getByTestId('grid').textContent).toBe('lait,thé');
    expect(seen).toEqual(['drawn 1', 'drawn 1 (drawing the next)', 'drawn 2']);
  });
});
