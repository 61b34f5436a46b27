import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** A stage's VAPID key pair, base64url: the public key browsers subscribe with, the private key that signs each push. */
export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** Tooling, never imported by a handler: a new P-256 VAPID key pair (web-push's generator). */
export const generateVapidKeys = (): VapidKeyPair => webPush.generateVAPIDKeys();

/**
 * The local runtime's key pair, made once into `file` (`.local/vapid.json`,
 * git-ignored, readable by its owner only) and read from there after: local
 * subscriptions outlive a restart of `npm start`.
 */
export function localVapidKeys(file: string): VapidKeyPair {
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeyPair>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch {
    // Missing or unreadable: a new pair replaces it.
  }
  const keys = generateVapidKeys();
  // Written aside and linked into place: parallel starts (browser tests) agree on one pair, none reads a half-written file.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return localVapidKeys(file);
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return keys;
}
