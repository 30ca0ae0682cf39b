/**
 * Run by helpers/seeded-template.ts (node --import tsx): starts the app once on DATA_DIR at APP_NOW
 * (migrations, reference geography, demo data, demo inboxes: what every server start does) and
 * closes it, leaving a seeded PGlite folder in DATA_DIR/pglite to copy.
 */
import { loadConfig } from '../../../server/src/config.ts';
import { startApp } from '../../../server/src/startup.ts';

const app = await startApp(loadConfig());
await app.close();
