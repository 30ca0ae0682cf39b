import { describe, expect, it } from 'vitest';
import { nextOnboardingIndex, ONBOARDING_STEPS, swipeStep } from './first-screens.ts';

describe('onboarding', () => {
  it('has three steps; Continuer advances 0..2 then leaves (null → login)', () => {
    expect(ONBOARDING_STEPS.map((s) => s.id)).toEqual(['promos', 'games', 'family']);
    expect(nextOnboardingIndex(0)).toBe(1);
    expect(nextOnboardingIndex(1)).toBe(2);
    expect(nextOnboardingIndex(2)).toBeNull();
  });

  it('a swipe of 50 px or more turns the step, mirrored in Arabic; short or vertical moves do nothing', () => {
    expect(swipeStep(-80, 5, false)).toBe(1);
    expect(swipeStep(80, 5, false)).toBe(-1);
    expect(swipeStep(-80, 5, true)).toBe(-1);
    expect(swipeStep(80, 5, true)).toBe(1);
    expect(swipeStep(-40, 0, false)).toBe(0);
    expect(swipeStep(-60, 120, false)).toBe(0);
  });
});
