import { describe, expect, it } from 'vitest';
import { backStep, EXIT_WINDOW_MS, initialBackState, type BackState } from './back-machine.ts';

const onHome: BackState = { armedAt: null, onSentinel: true };

describe('back button on home', () => {
  it('arriving on home pushes the sentinel; another screen does not', () => {
    expect(backStep(initialBackState, { type: 'navigate', home: true, sentinel: false })).toEqual({
      state: onHome,
      actions: ['push-sentinel'],
    });
    expect(backStep(initialBackState, { type: 'navigate', home: false, sentinel: false }).actions).toEqual([]);
  });

  it('the first press on home arms with a toast, the second within the window exits', () => {
    const first = backStep(onHome, { type: 'pop', home: true, sentinel: false, now: 1000, back: true });
    expect(first).toEqual({ state: { armedAt: 1000, onSentinel: false }, actions: ['toast', 'schedule-expiry'] });
    const second = backStep(first.state, { type: 'pop', home: false, sentinel: false, now: 1000 + EXIT_WINDOW_MS - 1, back: true });
    expect(second.actions).toEqual(['exit']);
  });

  it('once the window has passed, the sentinel comes back and the next press only arms again', () => {
    const armed = backStep(onHome, { type: 'pop', home: true, sentinel: false, now: 0, back: true }).state;
    expect(backStep(armed, { type: 'expire', now: EXIT_WINDOW_MS - 1 }).actions).toEqual([]);
    const expired = backStep(armed, { type: 'expire', now: EXIT_WINDOW_MS });
    expect(expired).toEqual({ state: onHome, actions: ['push-sentinel'] });
    expect(backStep(expired.state, { type: 'pop', home: true, sentinel: false, now: EXIT_WINDOW_MS + 10, back: true }).actions).toEqual([
      'toast',
      'schedule-expiry',
    ]);
  });

  it('elsewhere back just goes back; coming back to home puts the sentinel back, without arming', () => {
    const away: BackState = { armedAt: null, onSentinel: false };
    expect(backStep(away, { type: 'pop', home: false, sentinel: false, now: 5, back: true }).actions).toEqual([]);
    expect(backStep(away, { type: 'pop', home: true, sentinel: true, now: 5, back: true })).toEqual({ state: onHome, actions: [] });
    expect(backStep(away, { type: 'pop', home: true, sentinel: false, now: 5, back: true })).toEqual({
      state: onHome,
      actions: ['push-sentinel'],
    });
  });

  it('leaving home disarms: a later back press elsewhere does not exit', () => {
    const armed = backStep(onHome, { type: 'pop', home: true, sentinel: false, now: 0, back: true }).state;
    const left = backStep(armed, { type: 'navigate', home: false, sentinel: false });
    expect(left.state.armedAt).toBeNull();
    expect(backStep(left.state, { type: 'pop', home: false, sentinel: false, now: 10, back: true }).actions).toEqual([]);
  });

  it('armed, a forward move to another screen disarms instead of leaving', () => {
    const armed = backStep(onHome, { type: 'pop', home: true, sentinel: false, now: 0, back: true }).state;
    expect(backStep(armed, { type: 'pop', home: false, sentinel: false, now: 10, back: false })).toEqual({
      state: { armedAt: null, onSentinel: false },
      actions: [],
    });
  });
});
