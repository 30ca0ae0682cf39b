// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('../api/client.ts', () => ({
  request: (method: string, path: string, { body }: { body?: unknown }) => post(method, path, body),
}));

afterEach(() => {
  localStorage.clear();
  post.mockReset();
  vi.resetModules();
});

const hide = () => window.dispatchEvent(new Event('pagehide'));

describe('events told on a page left before the queue loaded (docs/tracker.md#web)', () => {
  it('are kept as told for the next page, whose queue applies consent and sends them at once', { timeout: 60_000 }, async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    const first = await import('./track.ts');
    first.track({ type: 'campaign_view', campaign_id: 4 });
    first.track({ type: 'search', query: 'Harissa', results: 3 });
    expect(localStorage.getItem('tracker_early')).toBeNull();
    hide();
    const kept = JSON.parse(localStorage.getItem('tracker_early')!) as { type: string }[];
    expect(kept.map((e) => e.type)).toEqual(['campaign_view', 'search']);
    vi.unstubAllGlobals();

    // The next page: nothing is told, the start-up resumes the queue.
    vi.resetModules();
    post.mockResolvedValue({ accepted: 2 });
    const next = await import('./track.ts');
    vi.stubGlobal('requestIdleCallback', (go: () => void) => (go(), 1));
    expect((await import('./waiting.ts')).trackerEventsWaiting()).toBe(true);
    next.resumeTracker();
    // The queue's module is imported (and, in this test, transformed) first: generous on a busy machine.
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    const [method, path, body] = post.mock.calls[0]! as [string, string, { consent: boolean; events: Record<string, unknown>[] }];
    expect([method, path, body.consent]).toEqual(['POST', '/track', false]);
    expect(body.events.map((e) => e.type)).toEqual(['campaign_view', 'search']);
    // Without consent the words never leave the phone: only their hash.
    expect(body.events[1]).not.toHaveProperty('query');
    expect(body.events[1]).toHaveProperty('query_hash');
    expect(localStorage.getItem('tracker_early')).toBeNull();
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('tracker_queue') ?? '[]')).toEqual([]), { timeout: 20_000 });
    vi.unstubAllGlobals();
  });

  it('the start-up loads the tracker only when something waits (an empty queue is nothing)', async () => {
    localStorage.setItem('tracker_queue', '[]');
    const { trackerEventsWaiting } = await import('./waiting.ts');
    expect(trackerEventsWaiting()).toBe(false);
    localStorage.setItem('tracker_early', '[{"type":"scan"}]');
    expect(trackerEventsWaiting()).toBe(true);
  });
});
