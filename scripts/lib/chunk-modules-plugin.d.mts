import type { Plugin } from 'vite';

/** Writes dist/.vite/modules.json: each JS chunk's modules (paths from the app's root) and their minified length. */
export declare function chunkModulesPlugin(): Plugin;
