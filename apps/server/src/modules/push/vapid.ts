import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { AppConfig } from '../../config.ts';

/** The server's VAPID identity: what signs every push (docs/notifications.md#push). */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where development keeps the key pair it made (inside DATA_DIR, never in git). */
export const DEV_VAPID_FILE = 'vapid-keys.json';

/**
 * The VAPID keys: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; outside production, made once
 * and kept in DATA_DIR; in production without keys, null: push is off (logged) and the inbox works.
 */
export async function resolveVapid(config: Pick<AppConfig, 'push' | 'nodeEnv' | 'dataDir'>, log: FastifyBaseLogger): Promise<Vapid | null> {
  const { vapidPublicKey, vapidPrivateKey, subject } = config.push;
  if (vapidPublicKey && vapidPrivateKey) return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey, subject };
  if (vapidPublicKey || vapidPrivateKey) {
    log.warn('web push off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    return null;
  }
  if (config.nodeEnv === 'production') {
    log.warn('web push off: no VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY (the inbox still works)');
    return null;
  }
  const file = path.join(config.dataDir, DEV_VAPID_FILE);
  try {
    const saved = JSON.parse(await fs.readFile(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (saved.publicKey && saved.privateKey) return { publicKey: saved.publicKey, privateKey: saved.privateKey, subject };
  } catch {
    // Not made yet: made below.
  }
  const keys = webpush.generateVAPIDKeys();
  try {
    await fs.mkdir(config.dataDir, { recursive: true });
    await fs.writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  } catch (err) {
    log.warn({ err }, 'could not keep the development VAPID keys: new ones at each start');
  }
  return { ...keys, subject };
}
