// The production build of a Vite app (apps/web, apps/admin), whatever NODE_ENV the caller has: Vite
// picks React's development build (and the web app drops its offline mode) when NODE_ENV is not
// 'production', and it reads NODE_ENV before vite.config.ts runs, so it is set here before Vite is
// loaded (docs/operations.md#build). `--out-dir DIR` in `argv`: there instead of the app's dist/.
import path from 'node:path';

export async function viteBuild(appRoot, argv = process.argv) {
  process.env.NODE_ENV = 'production';
  const at = argv.indexOf('--out-dir');
  const outDir = at > 0 ? path.resolve(argv[at + 1]) : undefined;
  const { build } = await import('vite');
  await build({
    root: appRoot,
    mode: 'production',
    ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}),
  });
}
