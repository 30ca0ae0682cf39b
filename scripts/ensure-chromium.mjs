#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium (the browser tests drive it through
 * playwright-core; no browser download is possible). As root it installs the package quietly;
 * otherwise it prints what to install and exits 1.
 */
import { ensureDebianPackage } from './lib/debian.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium() {
  return ensureDebianPackage(CHROMIUM_PATH, ['chromium', 'fonts-dejavu-core'], 'the browser tests drive it');
}

export const FFMPEG_PATH = '/usr/bin/ffmpeg';

/**
 * Makes sure Debian's ffmpeg is there: the scan tests turn a generated barcode picture into the
 * .y4m video that Chromium's fake camera plays. Same rules as Chromium (installs as root only).
 */
export function ensureFfmpeg() {
  return ensureDebianPackage(FFMPEG_PATH, ['ffmpeg'], "the scan tests make the fake camera's video with it");
}

const invokedDirectly = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invokedDirectly) {
  ensureChromium();
  console.log(`Chromium ready: ${CHROMIUM_PATH}`);
  ensureFfmpeg();
}
