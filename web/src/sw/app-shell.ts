/// <reference lib="webworker" />

/** One file of the app shell, as the build lists it: hashed files have no revision (their name changes instead). */
export interface ShellEntry {
  url: string;
  revision: string | null;
}

/** Each version of the app keeps its shell in its own cache, named by its file list. */
const SHELL_PREFIX = 'app-shell-';
/** Hashed files outside the shell (other routes, fonts, the QR decoder), kept once used. */
export const ON_USE_CACHE = 'assets-on-use';
/** Enough for every route a member visits; the oldest go first. */
const ON_USE_LIMIT = 60;

/** A short, stable name for a file list (FNV-1a): the same build gives the same cache name. */
export function shellCacheName(entries: readonly ShellEntry[]): string {
  let hash = 0x811c9dc5;
  for (const { url, revision } of entries) {
    for (const char of `${url} ${revision ?? ''}\n`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return SHELL_PREFIX + hash.toString(16).padStart(8, '0');
}

const isShellCache = (name: string) => name.startsWith(SHELL_PREFIX);

/**
 * Fills this version's cache, all or nothing: a failed download fails the
 * install, and the browser tries again later. A hashed file an older version
 * already holds is copied, not downloaded again (its content cannot differ);
 * otherwise hashed files come through the HTTP cache (so the files the first
 * visit just loaded cost nothing), and revised ones (index.html) from the server.
 */
export async function installShell(entries: readonly ShellEntry[], origin: string): Promise<void> {
  const name = shellCacheName(entries);
  const cache = await caches.open(name);
  const older = (await caches.keys()).filter((other) => isShellCache(other) && other !== name);
  try {
    await Promise.all(
      entries.map(async ({ url, revision }) => {
        const request = new Request(new URL(url, `${origin}/`), { credentials: 'same-origin', cache: revision === null ? 'default' : 'no-cache' });
        if (await cache.match(request)) return;
        const kept = revision === null ? await firstMatch(older, request) : undefined;
        const response = kept ?? (await fetch(request));
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        await cache.put(request, response);
      }),
    );
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
}

async function firstMatch(names: readonly string[], request: Request): Promise<Response | undefined> {
  for (const name of names) {
    const found = await (await caches.open(name)).match(request);
    if (found) return found;
  }
  return undefined;
}

/** Once this version controls the pages: older shells go (and the caches of the Workbox worker this one replaced). */
export async function dropOlderShells(entries: readonly ShellEntry[]): Promise<void> {
  const name = shellCacheName(entries);
  const names = await caches.keys();
  await Promise.all(
    names.filter((other) => (isShellCache(other) && other !== name) || other.startsWith('workbox-precache')).map((other) => caches.delete(other)),
  );
}

/** This version's copy of a shell file, if it is one (the query is ignored: `?v=` links still match). */
export async function shellFile(entries: readonly ShellEntry[], url: string | URL): Promise<Response | undefined> {
  const cache = await caches.open(shellCacheName(entries));
  return cache.match(url, { ignoreSearch: true });
}

/** A hashed file outside the shell: the kept copy, or the server's (kept for next time, the oldest trimmed). */
export async function assetOnUse(request: Request): Promise<Response> {
  const cache = await caches.open(ON_USE_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

/** Keys come back in the order they were added: the first ones are the oldest. */
async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - ON_USE_LIMIT)).map((key) => cache.delete(key)));
}
