import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { NEXT_CURSOR_HEADER } from '@club/shared';

/** A full answer a handler can return instead of plain JSON data. */
export interface Reply {
  readonly [replyMarker]: true;
  result: APIGatewayProxyStructuredResultV2;
}
const replyMarker = Symbol('reply');

export const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && replyMarker in value;

export function jsonResult(statusCode: number, body: unknown, cookies?: string[]): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? '' : JSON.stringify(body),
    ...(cookies?.length ? { cookies } : {}),
  };
}

export const reply = {
  /** JSON with a status other than 200, or with cookies. */
  json: (statusCode: number, body: unknown, cookies?: string[]): Reply => ({
    [replyMarker]: true,
    result: jsonResult(statusCode, body, cookies),
  }),
  /** 302 to `location`, setting `cookies`. */
  redirect: (location: string, cookies?: string[]): Reply => ({
    [replyMarker]: true,
    result: { statusCode: 302, headers: { location }, body: '', ...(cookies?.length ? { cookies } : {}) },
  }),
  /** 201 Created with the new item. */
  created: (body: unknown): Reply => ({ [replyMarker]: true, result: jsonResult(201, body) }),
  /** One page of a list: the items as the body, the next page's cursor in NEXT_CURSOR_HEADER. */
  page: (items: unknown[], nextCursor: string | null | undefined): Reply => {
    const result = jsonResult(200, items);
    if (nextCursor) result.headers = { ...result.headers, [NEXT_CURSOR_HEADER]: nextCursor };
    return { [replyMarker]: true, result };
  },
  /** 204 No Content. */
  noContent: (): Reply => ({ [replyMarker]: true, result: { statusCode: 204, body: '' } }),
};
