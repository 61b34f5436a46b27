import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { config } from '../../platform/config.js';
import { resolveClientSecret } from './client-secret.js';

/** What sign-in needs between /api/login and the callback. */
export interface LoginAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Epoch seconds. */
  expiresAt: number;
}

const VERSION = 'v1';
const AAD = Buffer.from(`club-login-${VERSION}`);
let cachedKey: { from: string; key: Buffer } | undefined;

/**
 * The AES-256 key: LOGIN_COOKIE_KEY when set (the local runtime generates one
 * into `.local/`), else derived with HKDF from the OIDC client secret, which
 * the cloud keeps in Cognito and the sign-in routes read once per cold start.
 * Derived once per key material.
 */
async function cookieKey(): Promise<Buffer> {
  const explicit = config.loginCookieKey;
  const material = explicit ?? (await resolveClientSecret());
  if (!material) throw new Error('No OIDC client secret to derive the login cookie key from');
  if (cachedKey?.from !== material) {
    const key = explicit ? Buffer.from(explicit, 'base64url') : Buffer.from(hkdfSync('sha256', material, 'club-login-cookie', config.stage, 32));
    if (key.length !== 32) throw new Error('LOGIN_COOKIE_KEY must be 32 bytes, base64url');
    cachedKey = { from: material, key };
  }
  return cachedKey.key;
}

/**
 * Seals the attempt into the login cookie's value: AES-256-GCM, so the browser
 * can neither read the verifier nor change anything. Nothing is written to the
 * table before a successful callback.
 */
export async function sealAttempt(attempt: LoginAttempt): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await cookieKey(), iv);
  cipher.setAAD(AAD);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(attempt), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The attempt in a login cookie, or undefined when it is missing, tampered with, from another key or expired. */
export async function openAttempt(value: string | undefined, nowSeconds: number): Promise<LoginAttempt | undefined> {
  if (!value?.startsWith(`${VERSION}.`)) return undefined;
  const bytes = Buffer.from(value.slice(VERSION.length + 1), 'base64url');
  if (bytes.length < 12 + 16 + 2) return undefined;
  // Outside the try: a key that cannot be had (Cognito unreachable) is an outage, not a bad cookie.
  const key = await cookieKey();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(AAD);
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    const attempt = JSON.parse(text) as LoginAttempt;
    return attempt.expiresAt > nowSeconds ? attempt : undefined;
  } catch {
    // Authentication failed: not a cookie this stage sealed.
    return undefined;
  }
}
