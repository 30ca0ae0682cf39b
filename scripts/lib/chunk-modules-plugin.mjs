// dist/.vite/modules.json: the modules of each JS chunk (paths from the app's root, with their
// minified length), beside Vite's manifest.json. The JS budgets check reads both, for the shoppers'
// app and the back office: the manifest for which chunk imports which, this file for what a chunk
// holds (docs/testing.md#js-budgets).
import path from 'node:path';

/** @returns {import('vite').Plugin} */
export function chunkModulesPlugin() {
  let root = process.cwd();
  return {
    name: 'qadhya-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      /** @type {Record<string, Record<string, number>>} */
      const chunks = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules = Object.entries(item.modules).map(([id, m]) => [
          path.isAbsolute(id) ? path.relative(root, id).split(path.sep).join('/') : id,
          m.renderedLength,
        ]);
        chunks[item.fileName] = Object.fromEntries(modules);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}
