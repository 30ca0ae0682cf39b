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

export const FFMPEG_PATH = '/usr/bin/ffmpeg';

/**
 * Makes sure Debian's ffmpeg is there: the scan tests turn a generated barcode picture into the
 * .y4m video that Chromium's fake camera plays. Same rules as Chromium (installs as root only).
 */
export function ensureFfmpeg() {
  if (fs.existsSync(FFMPEG_PATH)) return FFMPEG_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`ffmpeg is missing (${FFMPEG_PATH}). Install it with:\n  sudo apt-get update && sudo apt-get install -y ffmpeg`);
    process.exit(1);
  }
  console.log('Installing ffmpeg (apt-get install -y ffmpeg)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq --no-install-recommends ffmpeg', { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (!fs.existsSync(FFMPEG_PATH)) {
    console.error(`apt-get finished but ${FFMPEG_PATH} is still missing.`);
    process.exit(1);
  }
  return FFMPEG_PATH;
}

const invokedDirectly = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invokedDirectly) {
  ensureChromium();
  console.log(`Chromium ready: ${CHROMIUM_PATH}`);
  ensureFfmpeg();
}
