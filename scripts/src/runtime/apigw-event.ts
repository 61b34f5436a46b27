import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteMatch } from './api-router.js';

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml|.*\+json)|text\/)/i;

/**
 * The API Gateway HTTP API v2 event API Gateway would send for this request:
 * cookies as an array, other headers lower-cased, repeated query values
 * comma-joined, non-text bodies base64-encoded.
 */
export function toApiGatewayEvent(req: http.IncomingMessage, body: Buffer, match: RouteMatch): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : value;
    if (name === 'cookie') cookies = text.split(/;\s*/).filter(Boolean);
    else headers[name] = text;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const routeKey = `${match.route.method} ${match.route.path}`;
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host?.split(':')[0] ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

/** A Lambda context like the one the function would get, named after the route. */
export function lambdaContext(routeId: string, timeoutMs = 10_000): Context {
  const deadline = Date.now() + timeoutMs;
  const fail = () => {
    throw new Error('callback-style Lambda API is not used here');
  };
  return {
    awsRequestId: randomUUID(),
    functionName: `club-local-${routeId}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:club-local-${routeId}`,
    memoryLimitInMB: '512',
    logGroupName: `/aws/lambda/club-local-${routeId}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: fail,
    fail,
    succeed: fail,
  };
}

/** Writes a handler's result as API Gateway would: each `cookies[]` entry becomes its own Set-Cookie. */
export function sendResult(res: http.ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}
