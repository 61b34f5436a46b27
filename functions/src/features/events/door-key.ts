import { createHmac, hkdfSync } from 'node:crypto';
import { config } from '../../platform/config.js';
import { resolveClientSecret } from '../auth/index.js';

const INFO = 'club-door-list-v1';
let cachedKey: { from: string; key: Buffer } | undefined;

/**
 * The key a door device encrypts its saved door list and queue with
 * (AES-256-GCM, base64url): an HMAC of the session under a key derived with
 * HKDF from the secret sign-in already has (LOGIN_COOKIE_KEY, else the OIDC
 * client secret). Nothing to store: the same session gets the same key on
 * every download, another session (signed out and in again, another device)
 * a different one, and the key never sits on the device beside the data.
 */
export async function doorKeyOf(sessionIdHash: string): Promise<string> {
  const material = config.loginCookieKey ?? (await resolveClientSecret());
  if (!material) throw new Error('No secret material to derive the door-list key from');
  if (cachedKey?.from !== material) cachedKey = { from: material, key: Buffer.from(hkdfSync('sha256', material, config.stage, INFO, 32)) };
  return createHmac('sha256', cachedKey.key).update(sessionIdHash).digest('base64url');
}
