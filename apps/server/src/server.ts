import closeWithGrace from 'close-with-grace';
import { checkRunnableConfig, ConfigError, loadConfig } from './config.ts';
import { warmRtlFonts } from './modules/media/render/rtl-text.ts';
import { startApp } from './startup.ts';

/**
 * The server process: checks the configuration (production refuses an unsafe one), starts the app,
 * and on SIGINT/SIGTERM (or an uncaught error) closes it gracefully: it stops accepting
 * connections, finishes the requests in flight, closes the database and Redis, and is forced out
 * after SHUTDOWN_TIMEOUT_MS (docs/operations.md#shutdown).
 */
async function main() {
  let config;
  try {
    config = loadConfig();
    checkRunnableConfig(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const app = await startApp(config);
  closeWithGrace({ delay: config.shutdownTimeoutMs, logger: { error: (m: string) => app.log.error(m) } }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing: finishing the requests in flight');
    await app.close();
    app.log.info('closed');
  });
  // The Arabic catalogue images' font, decoded before the port opens (docs/media.md#arabic-images).
  try {
    app.log.info({ ms: warmRtlFonts() }, 'Arabic drawing font ready');
  } catch (err) {
    app.log.warn({ err }, 'the Arabic drawing font could not be read: Arabic catalogue images will fail');
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
