#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium (the browser tests drive it through
 * playwright-core; no browser download is possible). As root it installs the package quietly;
 * otherwise it prints what to install and exits 1.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import process from 'node:process';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing (${CHROMIUM_PATH}). Install it with:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log('Installing Chromium (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core', {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
  return CHROMIUM_PATH;
}

const invokedDirectly = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invokedDirectly) {
  ensureChromium();
  console.log(`Chromium ready: ${CHROMIUM_PATH}`);
}
