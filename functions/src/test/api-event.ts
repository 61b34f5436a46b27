import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteDef } from '@club/shared';
import { config } from '../platform/config.js';
import type { ApiHandler } from '../platform/http/handler.js';

const withoutUndefined = (headers: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where a request comes from as API Gateway tells it (default: 127.0.0.1, user agent 'vitest'). */
export interface RequestClient {
  sourceIp?: string;
  userAgent?: string;
}

/**
 * Builds an API Gateway HTTP API v2 event for handler tests. A state-changing
 * request carries the site's Origin, as a browser's does (sameOriginOnly
 * refuses writes without one); give `headers: { origin: undefined }` to leave it out.
 */
export function apiEvent(
  route: Pick<RouteDef, 'method' | 'path'>,
  options: {
    path?: string;
    query?: Record<string, string>;
    cookies?: string[];
    headers?: Record<string, string | undefined>;
    body?: unknown;
    rawBody?: string;
    pathParameters?: Record<string, string>;
    client?: RequestClient;
  } = {},
): APIGatewayProxyEventV2 {
  const rawPath = options.path ?? route.path;
  const rawQueryString = new URLSearchParams(options.query ?? {}).toString();
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString,
    cookies: options.cookies,
    headers: withoutUndefined({
      host: 'localhost:3000',
      ...(STATE_CHANGING.has(route.method) ? { origin: new URL(config.siteUrl).origin } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    }),
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest', ...options.client },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

export const lambdaContext = (): Context =>
  ({
    awsRequestId: randomUUID(),
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:test',
    memoryLimitInMB: '256',
    logGroupName: '/aws/lambda/test',
    logStreamName: 'test',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  }) as Context;

export interface TestAnswer {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  /** The raw body (HTML pages, redirects). */
  body: string;
  json: any;
}

/** Invokes a handler like API Gateway does and decodes its answer. */
export async function invoke(handler: ApiHandler, event: APIGatewayProxyEventV2): Promise<TestAnswer> {
  const result: APIGatewayProxyStructuredResultV2 = await handler(event, lambdaContext());
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
  const text = result.body ?? '';
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    cookies: result.cookies ?? [],
    body: text,
    json: text && headers['content-type']?.includes('json') ? JSON.parse(text) : undefined,
  };
}

/** `name=value` pairs a browser would send back from Set-Cookie values. */
export const cookiesFrom = (setCookies: string[]): string[] => setCookies.map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('='));
