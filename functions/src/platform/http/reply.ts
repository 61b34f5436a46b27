import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { NEXT_CURSOR_HEADER } from '@club/shared';

const replyMarker = Symbol('reply');

/** What a route without a response schema answers: a redirect, or a page the browser navigates to (the sign-in flow). */
export interface Navigation {
  readonly navigation: true;
}

/**
 * A full answer a handler can return instead of plain JSON data. `T` is the
 * body's type, so a handler's answer is checked against its route's response
 * type at compile time.
 */
export interface Reply<T = unknown> {
  readonly [replyMarker]: true;
  result: APIGatewayProxyStructuredResultV2;
  /** Type only: never set. */
  readonly body?: T;
}

export const isReply = (value: unknown): value is Reply => typeof value === 'object' && value !== null && replyMarker in value;

export function jsonResult(statusCode: number, body: unknown, cookies?: string[]): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? '' : JSON.stringify(body),
    ...(cookies?.length ? { cookies } : {}),
  };
}

/** A strong ETag from a version string (quoted, as HTTP writes it). */
export const etagOf = (version: string): string => `"${version}"`;

/** The headers of a tagged answer: the tag, and "check with the server before reusing a copy" (never a stale thread). */
const etagHeaders = (etag: string) => ({ etag, 'cache-control': 'private, no-cache' });

/** Whether a request's If-None-Match names `etag` (a list, `*`, or a weak form of it). */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const wrap = <T>(result: APIGatewayProxyStructuredResultV2): Reply<T> => ({ [replyMarker]: true, result });

export const reply = {
  /** JSON with a status other than 200, or with cookies. */
  json: <T>(statusCode: number, body: T, cookies?: string[]): Reply<T> => wrap(jsonResult(statusCode, body, cookies)),
  /** 302 to `location`, setting `cookies`. */
  redirect: (location: string, cookies?: string[]): Reply<Navigation> =>
    wrap({ statusCode: 302, headers: { location }, body: '', ...(cookies?.length ? { cookies } : {}) }),
  /** An HTML page (a navigation route's confirmation step). */
  html: (statusCode: number, html: string): Reply<Navigation> => wrap({ statusCode, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html }),
  /** A file the browser downloads (an event's .ics): a navigation answer like a page. */
  file: (filename: string, contentType: string, body: string): Reply<Navigation> =>
    wrap({
      statusCode: 200,
      headers: {
        'content-type': contentType,
        'content-disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
        'cache-control': 'private, no-store',
      },
      body,
    }),
  /** A public feed apps poll (the festival calendar): shown inline, cached for an hour. */
  feed: (contentType: string, body: string): Reply<Navigation> =>
    wrap({ statusCode: 200, headers: { 'content-type': contentType, 'cache-control': 'public, max-age=3600' }, body }),
  /** A binary file the browser downloads (a PDF report), sent base64-encoded as API Gateway expects. */
  binaryFile: (filename: string, contentType: string, body: Uint8Array): Reply<Navigation> =>
    wrap({
      statusCode: 200,
      headers: {
        'content-type': contentType,
        'content-disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
        'cache-control': 'private, no-store',
      },
      body: Buffer.from(body).toString('base64'),
      isBase64Encoded: true,
    }),
  /**
   * JSON a client polls, with its ETag: the wrapper answers 304 with no body
   * when the request's If-None-Match names the same tag (handler.ts).
   */
  tagged: <T>(body: T, etag: string): Reply<T> => {
    const result = jsonResult(200, body);
    return wrap({ ...result, headers: { ...result.headers, ...etagHeaders(etag) } });
  },
  /** 304 Not Modified: the client's copy (its If-None-Match) is current; a handler that can tell early skips the full read. */
  notModified: <T>(etag: string): Reply<T> => wrap({ statusCode: 304, headers: etagHeaders(etag), body: '' }),
  /** 201 Created with the new item. */
  created: <T>(body: T): Reply<T> => wrap(jsonResult(201, body)),
  /** One page of an answer that is more than its items (a search: results, total, facets): the body as is, the next page's cursor in NEXT_CURSOR_HEADER. */
  pageOf: <T>(body: T, nextCursor: string | undefined): Reply<T> => {
    const result = jsonResult(200, body);
    if (nextCursor) result.headers = { ...result.headers, [NEXT_CURSOR_HEADER]: nextCursor };
    return wrap(result);
  },
  /** One page of a list: the items as the body, the next page's cursor in NEXT_CURSOR_HEADER. */
  page: <T>(items: T[], nextCursor: string | null | undefined): Reply<T[]> => {
    const result = jsonResult(200, items);
    if (nextCursor) result.headers = { ...result.headers, [NEXT_CURSOR_HEADER]: nextCursor };
    return wrap(result);
  },
};
