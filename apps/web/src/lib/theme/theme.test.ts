import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme } from './theme.ts';

describe('theme', () => {
  it('reads a stored choice, anything unknown being the system’s', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('system')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('purple')).toBe('system');
  });
  it('resolves the system choice by the preference, and a fixed choice regardless of it', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
