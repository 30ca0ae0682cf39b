import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This file sits one level below it both as source
 * (src/paths.ts) and once bundled (dist/server.js), so the same code finds the migrations, the
 * reference data and the web build either way (docs/operations.md#build).
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
