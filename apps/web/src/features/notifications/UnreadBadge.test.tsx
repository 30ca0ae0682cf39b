// @vitest-environment jsdom
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveListener } from '../../lib/live/stream.ts';

/**
 * The badge against the live stream (docs/notifications.md#screen): the stream's events and the
 * unread reads are in the test's hands, so the order in which they land is chosen here.
 */
const live = vi.hoisted(() => ({ listeners: new Set<(event: unknown) => void>() }));
const reads = vi.hoisted(() => ({ pending: [] as { resolve: (v: { unread: number }) => void; signal?: AbortSignal }[] }));

vi.mock('../../lib/live/stream.ts', () => ({
  subscribeLive: (listener: LiveListener) => {
    live.listeners.add(listener as (event: unknown) => void);
    return () => live.listeners.delete(listener as (event: unknown) => void);
  },
}));
vi.mock('../../lib/storage/use-session.ts', () => ({ useSession: () => ({ loggedIn: true, user: { ID: 7 } }) }));
vi.mock('./api/inbox.ts', () => ({
  inboxKeys: { all: ['inbox'], unread: (user: string) => ['inbox', 'unread', user] },
  fetchUnread: (signal?: AbortSignal) =>
    new Promise<{ unread: number }>((resolve) => {
      reads.pending.push({ resolve, signal });
    }),
}));

const { default: UnreadBadge } = await import('./UnreadBadge.tsx');

// The query cache tells React at once rather than in a later timer: what each step drew is read right after it.
notifyManager.setScheduler((callback) => callback());

const emit = (event: unknown) => act(() => live.listeners.forEach((listener) => listener(event)));
const count = () => screen.queryByTestId('notifications-badge')?.getAttribute('data-count') ?? '0';
/** Answers the oldest read still waiting. */
const answer = (unread: number) => act(async () => reads.pending.shift()!.resolve({ unread }));

beforeEach(() => {
  reads.pending.length = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UnreadBadge />
    </QueryClientProvider>,
  );
});
afterEach(cleanup);

describe('UnreadBadge', () => {
  it("shows the count of an 'inbox' event when no read is on its way", async () => {
    await answer(1);
    expect(count()).toBe('1');
    emit({ type: 'inbox', unread: 2 });
    expect(reads.pending).toHaveLength(0);
    expect(count()).toBe('2');
  });

  it("never lets a read begun before an 'inbox' event overwrite the event's newer count", async () => {
    await answer(1);
    // The stream (re)connects: its hello reads the count again…
    emit({ type: 'hello', lists: [] });
    expect(reads.pending).toHaveLength(1);
    const older = reads.pending[0]!;
    // …and a notification arrives before that read answers.
    emit({ type: 'inbox', unread: 2 });
    // The older read is dropped and the count read again.
    expect(older.signal?.aborted).toBe(true);
    expect(reads.pending).toHaveLength(2);
    await answer(1);
    await answer(2);
    expect(count()).toBe('2');
  });
});
