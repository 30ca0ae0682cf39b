// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextPageButton, type PagedQuery } from './NextPageButton.tsx';

afterEach(cleanup);

const query = (over: Partial<PagedQuery> = {}): PagedQuery => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('NextPageButton', () => {
  it('reads the next page when pressed, with its class and test id', () => {
    const q = query();
    render(
      <NextPageButton query={q} className="more" testId="list-more">
        Voir plus
      </NextPageButton>,
    );
    const button = screen.getByRole('button', { name: 'Voir plus' });
    expect([button.getAttribute('type'), button.className, button.dataset.testid]).toEqual(['button', 'more', 'list-more']);
    fireEvent.click(button);
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('is disabled while the page loads, and absent when there is no next page', () => {
    const { rerender } = render(
      <NextPageButton query={query({ isFetchingNextPage: true })} testId="list-more">
        Voir plus
      </NextPageButton>,
    );
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <NextPageButton query={query({ hasNextPage: false })} testId="list-more">
        Voir plus
      </NextPageButton>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
