// The launcher of the server's command lines (admin:create, migrate, backup, restore): from a checkout
// the TypeScript source through tsx (always current); in the production image, which has no sources
// nor tsx, the bundle that `npm run build` made (apps/server/dist).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs apps/server/src/cli/<main>.ts (or dist/<bundle>.js) with this process's arguments, and exits with its code. */
export function runCli(main, bundle) {
  const source = path.join(root, `apps/server/src/cli/${main}.ts`);
  const args = fs.existsSync(source) ? ['--import', 'tsx', source] : [path.join(root, `apps/server/dist/${bundle}.js`)];
  const res = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
  process.exit(res.status ?? 1);
}
