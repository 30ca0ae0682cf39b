/**
 * A fake back camera that films a real barcode or QR code: bwip-js draws it (PNG), ffmpeg turns it
 * into a 640×480 .y4m, and Chromium plays that file as its camera
 * (--use-file-for-fake-video-capture). Files are cached per code under the OS temp folder.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const DIR = path.join(os.tmpdir(), 'qadhya-fake-camera');
const FFMPEG = '/usr/bin/ffmpeg';

export type BarcodeType = 'ean13' | 'ean8' | 'upca' | 'code128' | 'qrcode';

export interface FakeVideoOptions {
  type?: BarcodeType;
  /** Gaussian blur sigma: a large one makes the code unreadable (the camera "cannot read it"). */
  blur?: number;
}

function ensureFfmpeg(): void {
  if (fs.existsSync(FFMPEG)) return;
  // Installs Chromium and ffmpeg when root (as the global setup does), else says what to install.
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')], { stdio: 'inherit' });
}

/** A PNG of the barcode (a wrong EAN check digit throws). */
export function barcodePng(text: string, type: BarcodeType = 'ean13'): Promise<Buffer> {
  // A paper receipt's QR (docs/wallet.md#purchases-screens): square, no text under it.
  if (type === 'qrcode')
    return bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 6, backgroundcolor: 'FFFFFF', paddingwidth: 12, paddingheight: 12 });
  return bwipjs.toBuffer({
    bcid: type,
    text,
    scale: 3,
    height: 25,
    includetext: true,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 12,
    paddingheight: 8,
  });
}

/** The absolute path of a 1 s, 10 fps, 640×480 .y4m showing the barcode (centred, on white). */
export async function fakeCameraVideo(text: string, options: FakeVideoOptions = {}): Promise<string> {
  ensureFfmpeg();
  const type = options.type ?? 'ean13';
  fs.mkdirSync(DIR, { recursive: true });
  const name = `${type}-${text.replace(/[^A-Za-z0-9_-]/g, '_')}${options.blur ? `-blur${options.blur}` : ''}`;
  const y4m = path.join(DIR, `${name}.y4m`);
  if (fs.existsSync(y4m)) return y4m;
  const png = path.join(DIR, `${name}.png`);
  fs.writeFileSync(png, await barcodePng(text, type));
  const filters = ['pad=640:480:(ow-iw)/2:(oh-ih)/2:white', ...(options.blur ? [`gblur=sigma=${options.blur}`] : []), 'format=yuv420p'];
  const tmp = `${y4m}.${process.pid}.tmp.y4m`;
  execFileSync(FFMPEG, [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    png,
    '-vf',
    filters.join(','),
    '-r',
    '10',
    '-t',
    '1',
    '-pix_fmt',
    'yuv420p',
    tmp,
  ]);
  fs.renameSync(tmp, y4m);
  return y4m;
}

/**
 * The absolute path of a 1 s, 10 fps .y4m showing one RGBA frame (e.g. a frame of the degraded set,
 * helpers/scan-frames.ts): the camera films that very picture. Cached per content.
 */
export function fakeCameraFrameVideo(rgba: Buffer, width: number, height: number): string {
  ensureFfmpeg();
  fs.mkdirSync(DIR, { recursive: true });
  const y4m = path.join(DIR, `frame-${createHash('sha1').update(rgba).digest('hex').slice(0, 16)}.y4m`);
  if (fs.existsSync(y4m)) return y4m;
  const tmp = `${y4m}.${process.pid}.tmp.y4m`;
  execFileSync(
    FFMPEG,
    [
      ...['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-framerate', '10', '-i', '-'],
      ...['-vf', 'loop=loop=9:size=1:start=0', '-r', '10', '-pix_fmt', 'yuv420p', tmp],
    ],
    { input: rgba },
  );
  fs.renameSync(tmp, y4m);
  return y4m;
}

/** Chromium flags: camera permission granted without a prompt, the fake device playing `y4m`. */
export function fakeCameraArgs(y4m: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${y4m}`];
}

/** Chromium whose camera films `text` as a barcode (or a QR code: type 'qrcode'). */
export async function launchWithFakeCamera(text: string, options: FakeVideoOptions = {}): Promise<Browser> {
  return launchBrowser(fakeCameraArgs(await fakeCameraVideo(text, options)));
}
