// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDrawnData } from './use-drawn-data.ts';

afterEach(cleanup);

const seen: string[] = [];
function Grid({ items }: { items?: string[] }) {
  const drawn = useDrawnData(items);
  seen.push(drawn.data ? `drawn ${drawn.data.length}` : drawn.drawing ? 'drawing' : 'loading');
  return <p data-testid="grid">{drawn.data ? drawn.data.join(',') : 'loading'}</p>;
}

describe('useDrawnData (docs/shell.md#start-up-in-short-tasks)', () => {
  it('keeps the loading state in the urgent render, then draws the data in a render of its own', async () => {
    seen.length = 0;
    const view = render(<Grid />);
    await act(async () => view.rerender(<Grid items={['lait', 'thé', 'sucre']} />));
    expect(screen.getByTestId('grid').textContent).toBe('lait,thé,sucre');
    // The data's arrival: first a render that still shows the loading state, then the cards.
    expect(seen).toEqual(['loading', 'drawing', 'drawn 3']);
  });
});
