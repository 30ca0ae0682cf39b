import { formatNumber } from '@qadhya/domain';
import { directionOf, type Language } from './language.ts';
import { interpolate, lookup, mergeTexts, type Texts } from './texts.ts';

export interface TOptions {
  /**
   * Chooses the plural form (key_one, key_other, … by the language's rules; key_zero for 0 when
   * present); {{count}} in the text is written by formatNumber ("1 250", isolated in Arabic, docs/formats.md).
   */
  count?: number;
  /** Shown when no key is found (else the key itself). */
  defaultValue?: string;
  /** Another language than the current one. */
  lng?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string | string[], options?: TOptions) => string;

const FALLBACK = 'fr';

/**
 * Values that are names (a product, a list, a person, a search): in an Arabic text each one is
 * isolated (first-strong isolate … pop isolate, as isolate() does), so a French name keeps its own
 * order inside the Arabic sentence (docs/accessibility.md#arabic-as-it-is-read).
 */
const NAME_KEYS = ['name', 'q', 'title', 'label', 'list', 'tier', 'brand', 'store'];
const ISOLATED = /[\u2066-\u2069]/;

function withNamesIsolated(options: TOptions, lng: string): TOptions {
  if (lng !== 'ar') return options;
  let out: TOptions | undefined;
  for (const key of NAME_KEYS) {
    const value = options[key];
    if (typeof value === 'string' && value !== '' && !ISOLATED.test(value)) (out ??= { ...options })[key] = `\u2068${value}\u2069`;
  }
  return out ?? options;
}
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

/** The keys tried for one key in one language: plural forms first (then _other), then the key itself. */
function candidates(key: string, lng: string, count: number | undefined): string[] {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralOf(lng, count)}`, `${key}_other`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

/**
 * The app's translator (the part of i18next it used): catalogues per language, dotted keys,
 * {{interpolation}}, plurals, French as the fallback language, and listeners told of a language change.
 */
export function createI18n(initial: Record<string, Texts> = {}) {
  const store: Record<string, Texts> = { ...initial };
  const listeners = new Set<() => void>();
  let language: Language = 'fr';

  function resolve(keys: string[], lng: string, count: number | undefined): string | undefined {
    for (const code of lng === FALLBACK ? [lng] : [lng, FALLBACK]) {
      for (const key of keys) {
        for (const candidate of candidates(key, code, count)) {
          const value = lookup(store[code], candidate);
          if (typeof value === 'string') return value;
        }
      }
    }
    return undefined;
  }

  const t = (key: string | string[], options: TOptions = {}): string => {
    const keys = Array.isArray(key) ? key : [key];
    const lng = options.lng ?? language;
    const found = resolve(keys, lng, options.count) ?? options.defaultValue;
    if (found === undefined) return keys[keys.length - 1] ?? '';
    const named = withNamesIsolated(options, lng);
    return interpolate(found, typeof named.count === 'number' ? { ...named, count: formatNumber(named.count, lng) } : named);
  };

  const fixed = new Map<string, TFunction>();

  return {
    get language(): Language {
      return language;
    },
    isInitialized: true,
    t,
    /** A t() bound to one language (stable, for React). */
    fixedT(lng: string): TFunction {
      let bound = fixed.get(lng);
      if (!bound) fixed.set(lng, (bound = (key, options) => t(key, { lng, ...options })));
      return bound;
    },
    exists(key: string, options: { lng?: string } = {}): boolean {
      return lookup(store[options.lng ?? language], key) !== undefined;
    },
    getResource(lng: string, _ns: string, key: string): unknown {
      return lookup(store[lng], key);
    },
    /** Adds texts to a language (deeply); existing texts stay unless `overwrite`. */
    addResourceBundle(lng: string, _ns: string, texts: object, _deep = true, overwrite = false): void {
      store[lng] = mergeTexts(store[lng] ?? {}, texts as Texts, overwrite);
    },
    async changeLanguage(lng: Language): Promise<void> {
      if (lng === language) return;
      language = lng;
      for (const listener of listeners) listener();
    },
    dir(lng: Language = language): 'ltr' | 'rtl' {
      return directionOf(lng);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type I18n = ReturnType<typeof createI18n>;
