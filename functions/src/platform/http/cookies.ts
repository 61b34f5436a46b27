import { config } from '../config.js';
import { decodeOrUndefined } from '../lib/decode.js';

/**
 * Reads API Gateway v2's `cookies` array (`name=value` strings) into a map.
 * Browsers send every cookie of the host, other apps' too: a value that does
 * not decode is skipped, never fatal.
 */
export function readCookies(cookies: string[] | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq <= 0) continue;
      const name = part.slice(0, eq).trim();
      if (map.has(name)) continue;
      const value = decodeOrUndefined(part.slice(eq + 1).trim());
      if (value !== undefined) map.set(name, value);
    }
  }
  return map;
}

/**
 * Cookie names carry the `__Host-` prefix on https (bound to this origin,
 * Path=/, Secure); plain http (local) cannot use it.
 */
export const cookieName = (base: string): string => (config.isHttps ? `__Host-${base}` : base);

export const SESSION_COOKIE = 'club_session';
export const LOGIN_COOKIE = 'club_login';

/** Serializes a Set-Cookie value: HttpOnly, SameSite=Lax, Path=/, Secure on https. */
export function setCookie(base: string, value: string, maxAgeSeconds: number): string {
  const parts = [`${cookieName(base)}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`];
  if (config.isHttps) parts.push('Secure');
  return parts.join('; ');
}

export const clearCookie = (base: string): string => setCookie(base, '', 0);
