import path from 'node:path';
import type { Plugin } from 'vite';

const LEAN_ICON = path.resolve(import.meta.dirname, 'src/lib/icons/lean-icon.ts');
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * In the build, lucide-react's icon modules draw through src/lib/icons/lean-icon.ts instead of
 * lucide's own runtime (docs/shell.md#icons): the same <svg>, about 2 KB gzip less in the first load.
 * The dev server and the unit tests keep lucide's runtime (the same markup).
 */
export function leanIconsPlugin(): Plugin {
  return {
    name: 'qadhya-lean-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && ICON_MODULE.test(importer)) return LEAN_ICON;
      return null;
    },
  };
}
