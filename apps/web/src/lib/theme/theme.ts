import { readLocal, writeLocal } from '../storage/local-store.ts';

/**
 * The app's colour theme (docs/app-root.md#theme): the shopper's choice, kept under the local key
 * `theme`, and the theme it resolves to. index.html carries the same few lines as an inline script,
 * so `data-theme` is on <html> before the first paint; this module applies a change at run time.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The browser bar's colour per theme (the <meta name="theme-color">): the red header, the dark page. */
export const THEME_COLOURS: Record<Theme, string> = { light: '#e30613', dark: '#121418' };

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored value read back: anything but 'light' or 'dark' means the system's. */
export function parseThemeChoice(value: string | null): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The theme a choice gives, the system's preference deciding for 'system'. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

export function readThemeChoice(): ThemeChoice {
  return parseThemeChoice(readLocal('theme'));
}

function systemDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/** Sets data-theme, color-scheme and the theme-color meta for the stored choice. */
export function applyTheme(choice: ThemeChoice = readThemeChoice()): Theme {
  const theme = resolveTheme(choice, systemDark());
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
  return theme;
}

/** Stores the shopper's choice and applies it at once. */
export function chooseTheme(choice: ThemeChoice): Theme {
  writeLocal('theme', choice);
  return applyTheme(choice);
}
