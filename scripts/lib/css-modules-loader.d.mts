import type { CSSModulesOptions } from 'vite';

/** postcss-modules' loader, with every composed file's rules at one place in every build. */
export declare class OrderedCssModulesLoader {
  constructor(root: string, plugins: unknown[], fileResolve?: (file: string, importer: string) => unknown);
  fetch(request: string, relativeTo: string, trace?: string): Promise<Record<string, string>>;
  get finalSource(): string;
}

/** Vite's `css.modules` for both apps (`Loader` is postcss-modules' option, not in Vite's type). */
export declare const orderedCssModules: CSSModulesOptions;
