import type { QueryFunction, QueryKey } from '@tanstack/react-query';

/** HTTP methods the API uses for writes and reads. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-ok answer. The message is `{status}: {body text or status text}` (spec 1 §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** True for the errors the app answers with "logged out, signing in again" (spec 1 §8). */
export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof Error && /^401: .*Unauthorized/.test(error.message);

type QueryValue = string | number | boolean | null | undefined;

/**
 * The GET path for a query key: string parts joined by '/', object parts turned
 * into a query string (undefined and null values skipped).
 * `['/api/posts', { topic: 'trade' }]` → `/api/posts?topic=trade`.
 */
export function pathFromQueryKey(queryKey: QueryKey): string {
  const segments: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey) {
    if (part === undefined || part === null) continue;
    if (typeof part === 'object') {
      for (const [name, value] of Object.entries(part as Record<string, QueryValue | QueryValue[]>)) {
        const values = Array.isArray(value) ? value : [value];
        for (const v of values) if (v !== undefined && v !== null) params.append(name, String(v));
      }
    } else {
      segments.push(String(part));
    }
  }
  const search = params.toString();
  return segments.join('/') + (search ? `?${search}` : '');
}

/** Raises any non-ok response as an ApiError carrying the body text (or status text). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`);
}

async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Sends a request with the session cookie; a JSON body and its content type
 * only when a body is given. Resolves to the parsed JSON answer (undefined when empty).
 */
export async function apiRequest<T = unknown>(method: ApiMethod, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return readJson<T>(res);
}

/** What a read does with a 401: yield null (the user lookup: signed out) or raise (the default). */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function that GETs the path built from the query key. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(pathFromQueryKey(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}
