import {
  NEXT_CURSOR_HEADER,
  type RouteBodyInput,
  type WebRouteId,
  type RouteParams,
  type RouteQueryInput,
  type RouteResponse,
  type Routes,
} from '@club/shared';
import { fromOfflineCopy, noteServerReached } from './online';
import { queryOptions } from '@tanstack/react-query';
import routeTable from 'virtual:api-routes';

/** One field the API refused: `path` is `['body' | 'query' | 'params', field, ...]`. */
export interface ApiIssue {
  path: (string | number)[];
  message: string;
}

/** The API's error body (`{ message, issues? }`); absent when the answer was not that JSON. */
export interface ApiErrorBody {
  message: string;
  issues?: ApiIssue[];
}

/**
 * A non-ok answer. Screens branch on `status` and read `body`; the message
 * stays `{status}: {body text or status text}`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
  }
}

/**
 * True for the errors the app answers with "logged out, signing in again":
 * an ApiError with status 401; an error from elsewhere only when its message reads `401: …Unauthorized`.
 */
export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof ApiError ? error.status === 401 : error instanceof Error && /^401: .*Unauthorized/.test(error.message);

/** True for an ApiError with this status. */
export const hasStatus = (error: unknown, status: number): error is ApiError => error instanceof ApiError && error.status === status;

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string') return value as ApiErrorBody;
  } catch {
    // not JSON (a proxy's HTML page, an empty body): no body to read
  }
  return undefined;
}

/** Raises any non-ok response as an ApiError carrying the body text (or status text). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const raw = await res.text();
  throw new ApiError(res.status, `${res.status}: ${raw || res.statusText}`, parseErrorBody(raw));
}

/**
 * The one typed client of the API: `call(routeId, { params, query, body })`.
 * Method and path come from the route table (web/api-routes-plugin.ts), the
 * input and answer types from the route's zod schemas (type-only imports, so
 * no schema ships in the entry chunk). In development and tests every answer
 * is checked against the route's response schema.
 */

type Value = string | number | boolean | null | undefined;

/** `{}` when the route has no such part; optional when every field of it is optional. */
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: never }
  : Record<never, never> extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** What a call sends: the path's params, the query and the JSON body, each typed from the route. */
export type CallInput<K extends WebRouteId> = Part<'params', RouteParams<Routes[K]>> &
  Part<'query', RouteQueryInput<Routes[K]>> &
  Part<'body', RouteBodyInput<Routes[K]>> & { signal?: AbortSignal };

/** The answer's body, typed from the route's response schema. */
export type CallResult<K extends WebRouteId> = RouteResponse<Routes[K]>;

/** The item type of a list route (its response is an array). */
export type ListItem<K extends WebRouteId> = CallResult<K> extends readonly (infer T)[] ? T : never;

/** Route ids whose answer is a list (they take `cursor`/`limit`). */
export type ListRouteId = { [K in WebRouteId]: CallResult<K> extends readonly unknown[] ? K : never }[WebRouteId];

/** `[input]` when the route needs one, `[input?]` otherwise. */
export type CallArgs<K extends WebRouteId> = Record<never, never> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** What locates a route's answer (its URL and query key): params and query, never the body. */
export type LocateInput<K extends WebRouteId> = Part<'params', RouteParams<Routes[K]>> & { query?: RouteQueryInput<Routes[K]> };
export type LocateArgs<K extends WebRouteId> = Record<never, never> extends LocateInput<K> ? [input?: LocateInput<K>] : [input: LocateInput<K>];

interface LooseInput {
  params?: Record<string, Value>;
  query?: Record<string, Value | Value[]>;
  body?: unknown;
  signal?: AbortSignal;
}

const loose = (input: unknown): LooseInput => (input ?? {}) as LooseInput;

/** The concrete path of a route: `{param}`s filled in (encoded), then the query string. */
export function routeUrl<K extends WebRouteId>(id: K, ...[input]: LocateArgs<K>): string {
  const { params = {}, query = {} } = loose(input);
  const path = routeTable[id][1].replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && v !== null && v !== '') search.append(name, String(v));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The react-query key of a route's answer: the path's parts (static prefix,
 * then each later segment or param value), then the query object when given.
 * `listPosts {topic}` → `['/api/posts', { topic }]`; `getPost {postId}` →
 * `['/api/posts', postId]`; so invalidating `routeKey('listPosts')`
 * (`['/api/posts']`) refreshes every read of posts: keys come from the path's
 * parts, and writes invalidate through the keys the reads used.
 */
export function routeKey<K extends WebRouteId>(id: K, ...[input]: LocateArgs<K>): readonly unknown[] {
  const { params = {}, query } = loose(input);
  const segments = routeTable[id][1].split('/');
  const firstParam = segments.findIndex((segment) => segment.startsWith('{'));
  const staticEnd = firstParam === -1 ? segments.length : firstParam;
  const key: unknown[] = [segments.slice(0, staticEnd).join('/')];
  for (const segment of segments.slice(staticEnd)) key.push(segment.startsWith('{') ? String(params[segment.slice(1, -1)] ?? '') : segment);
  if (query) key.push(query);
  return key;
}

async function checkAnswer(id: WebRouteId, data: unknown): Promise<void> {
  // Dead code in the production build: only development and tests load the schemas.
  if (!import.meta.env.DEV) return;
  const { routes } = await import('@club/shared');
  const schema = (routes[id] as { response?: { safeParse: (value: unknown) => { success: boolean; error?: unknown } } }).response;
  const result = schema?.safeParse(data);
  if (!result || result.success) return;
  const problem = new Error(`The answer of ${id} does not match its response schema: ${String(result.error)}`);
  if (import.meta.env.MODE === 'test') throw problem;
  console.error(problem);
}

async function send(id: WebRouteId, input: LooseInput, etag?: string): Promise<Response> {
  const [method] = routeTable[id];
  const headers: Record<string, string> = {};
  const init: RequestInit = { method, credentials: 'include', signal: input.signal };
  if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(input.body);
  }
  if (etag) headers['If-None-Match'] = etag;
  if (Object.keys(headers).length) init.headers = headers;
  let res: Response;
  try {
    res = await fetch(routeUrl(id, input as never), init);
  } catch (error) {
    noteServerReached(false);
    throw error;
  }
  noteServerReached(!fromOfflineCopy(res));
  // A 304 answers only a conditional read: the caller keeps what it has.
  if (etag && res.status === 304) return res;
  await throwIfResNotOk(res);
  return res;
}

/** Calls one route; resolves to its answer (checked in development and tests), raises ApiError otherwise. */
export async function call<K extends WebRouteId>(id: K, ...[input]: CallArgs<K>): Promise<CallResult<K>> {
  const res = await send(id, loose(input));
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  await checkAnswer(id, data);
  return data as CallResult<K>;
}

/** A conditional read's fresh answer: the body, its ETag (to send as If-None-Match next time) and the next page's cursor. */
export interface Tagged<T> {
  data: T;
  etag: string | null;
  nextCursor: string | null;
}

/**
 * Calls a read route with If-None-Match when `etag` is given: resolves to
 * `{ notModified: true }` on a 304 (the caller keeps its copy), else to the
 * answer with the ETag and next-cursor headers.
 */
export async function callIfChanged<K extends WebRouteId>(
  id: K,
  input: CallInput<K> | undefined,
  etag?: string | null,
): Promise<{ notModified: true } | ({ notModified: false } & Tagged<CallResult<K>>)> {
  const res = await send(id, loose(input), etag ?? undefined);
  if (res.status === 304) return { notModified: true };
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  await checkAnswer(id, data);
  return { notModified: false, data: data as CallResult<K>, etag: res.headers.get('ETag'), nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

/**
 * The query options of a read that is asked again often (a poll): the cache
 * holds the answer with its ETag, and each refetch sends it as If-None-Match,
 * so an unchanged answer costs a 304 and keeps the cached data as it is.
 */
export function taggedQueryOptions<K extends WebRouteId>(id: K, ...[input]: CallArgs<K>) {
  return queryOptions({
    queryKey: routeKey(id, ...([input] as LocateArgs<K>)),
    queryFn: async ({ signal, client, queryKey }): Promise<Tagged<CallResult<K>>> => {
      const cached = client.getQueryData<Tagged<CallResult<K>>>(queryKey);
      const answer = await callIfChanged(id, { ...loose(input), signal } as CallInput<K>, cached?.etag);
      if (!answer.notModified) return { data: answer.data, etag: answer.etag, nextCursor: answer.nextCursor };
      // A 304 comes only to an ETag, which only a cached answer supplies.
      if (cached) return cached;
      throw new Error(`${id} answered 304 to a read with no cached answer`);
    },
  });
}

/** One page of a list: the body's items and the next page's cursor from NEXT_CURSOR_HEADER. */
export interface PageOf<T> {
  items: T[];
  nextCursor: string | null;
}

/** Calls a list route for one page (after `cursor` when given). */
export async function callPage<K extends ListRouteId>(
  id: K,
  input: CallInput<K> | undefined,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PageOf<ListItem<K>>> {
  const request = loose(input);
  const query = cursor ? { ...request.query, cursor } : request.query;
  const res = await send(id, { ...request, ...(query ? { query } : {}), signal });
  const items = (await res.json()) as ListItem<K>[];
  await checkAnswer(id, items);
  return { items, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

/** The query options of a single read: key from the route, the typed call as the query function. */
export function routeQueryOptions<K extends WebRouteId>(id: K, ...[input]: CallArgs<K>) {
  return queryOptions({
    queryKey: routeKey(id, ...([input] as LocateArgs<K>)),
    queryFn: ({ signal }) => call(id, ...([{ ...loose(input), signal }] as CallArgs<K>)),
  });
}

/** Route ids whose answer is one page of a search: an object with `results` and `total` (the next cursor still in NEXT_CURSOR_HEADER). */
export type AnswerPageRouteId = {
  [K in WebRouteId]: CallResult<K> extends { results: readonly unknown[]; total: number } ? K : never;
}[WebRouteId];

/** One page of a search: its answer (results, total, facets…) and the next page's cursor. */
export interface AnswerPage<T> {
  answer: T;
  nextCursor: string | null;
}

/** Calls a search route for one page (after `cursor` when given). */
export async function callAnswerPage<K extends AnswerPageRouteId>(
  id: K,
  input: CallInput<K> | undefined,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AnswerPage<CallResult<K>>> {
  const request = loose(input);
  const query = cursor ? { ...request.query, cursor } : request.query;
  const res = await send(id, { ...request, ...(query ? { query } : {}), signal });
  const answer: unknown = await res.json();
  await checkAnswer(id, answer);
  return { answer: answer as CallResult<K>, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}
