import type middy from '@middy/core';
import { hasRole, type Member, type RouteDef } from '@club/shared';
import type * as z from '@club/shared/zod';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { config } from '../config.js';
import { BadRequestError, ForbiddenError, HttpError, TooManyRequestsError, UnauthorizedError, type FieldIssue } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { SESSION_COOKIE, cookieName, readCookies } from './cookies.js';
import { jsonResult } from './reply.js';
import { API_SECURITY_HEADERS } from './security-headers.js';

/** The session a request is signed in with, as handlers see it (sign-in's sessions answer it). */
export interface ActiveSession {
  idHash: string;
  /** The id the devices list shows (absent on a session older than it, until migration 0008). */
  publicId?: string;
  memberId: string;
  refreshToken?: string;
  idToken?: string;
}

/**
 * The live session a session cookie's value names and its member, or undefined
 * (unknown, expired, revoked, member gone or suspended). Sign-in owns sessions,
 * so it is handed to the chain (functions/src/http-handler.ts): the platform
 * imports no feature.
 */
export type SessionResolver = (sessionId: string | undefined) => Promise<{ session: ActiveSession; member: Member } | undefined>;

/** What the middlewares work out for the handler, kept on the Lambda context. */
export interface RequestState {
  cookies: Map<string, string>;
  query?: unknown;
  params?: unknown;
  body?: unknown;
  session?: ActiveSession;
  member?: Member;
}
export type ApiContext = Context & { state: RequestState };
type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const securityHeaders = (): Middleware => {
  const apply: middy.MiddlewareFn<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext> = (request) => {
    if (!request.response) return;
    const hsts: Record<string, string> = config.isHttps ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {};
    request.response.headers = { ...API_SECURITY_HEADERS, ...hsts, ...request.response.headers };
  };
  return { after: apply, onError: apply };
};

/** Parses cookies once for the later middlewares and the handler. */
export const requestState = (): Middleware => ({
  before: (request) => {
    request.context.state = { cookies: readCookies(request.event.cookies) };
  },
});

export const CROSS_SITE = 'Cross-site request refused';
export const ORIGIN_REQUIRED = 'A change must come from the club site: the request has no Origin';

/**
 * Cross-site request check for state-changing methods. The request must show
 * it comes from the site: an Origin equal to the site's, or (no Origin)
 * `Sec-Fetch-Site: same-origin`. An Origin or Sec-Fetch-Site naming another
 * site is refused, and so is a write with neither (403): browsers send Origin
 * on every POST/PUT/PATCH/DELETE, so only a non-browser client omits both.
 * No route takes a write from anything but the browser (the sign-in callback
 * and logout link are GETs; webhooks and the migrate custom resource do not
 * go through API Gateway), except a `oneClick` route: a mail client's server
 * posts it with no Origin, authorized by the token it carries, not a cookie.
 */
export const sameOriginOnly = (route: Pick<RouteDef, 'oneClick'> = {}): Middleware => ({
  before: (request) => {
    if (!STATE_CHANGING.has(request.event.requestContext.http.method)) return;
    const { origin, 'sec-fetch-site': fetchSite } = request.event.headers;
    if (origin !== undefined && origin !== new URL(config.siteUrl).origin) throw new ForbiddenError(CROSS_SITE);
    if (fetchSite === 'cross-site') throw new ForbiddenError(CROSS_SITE);
    // A mail client's one-click unsubscribe comes from its server, with no Origin (RFC 8058).
    if (origin === undefined && fetchSite !== 'same-origin' && !route.oneClick) throw new ForbiddenError(ORIGIN_REQUIRED);
  },
});

export const BODY_NOT_OBJECT = 'The request body must be a JSON object';

/**
 * JSON body parsing: malformed JSON or another content type is a 400, never a
 * 500. Every body the API takes is an object, so any other JSON value (null,
 * an array, a string, a number, a boolean) is refused here, for every route:
 * a schema's defaults or optional fields never turn one into an empty change.
 * A `oneClick` route also takes the RFC 8058 form, and only that form.
 */
export const jsonBody = (route: Pick<RouteDef, 'oneClick'> = {}): Middleware => ({
  before: (request) => {
    const { event } = request;
    if (!event.body) return;
    const type = event.headers['content-type'] ?? '';
    if (route.oneClick && /^application\/x-www-form-urlencoded\b/i.test(type)) {
      oneClickForm(event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body);
      return;
    }
    if (!/^application\/(.+\+)?json\b/i.test(type)) {
      throw new BadRequestError('Content-Type must be application/json', [{ path: ['content-type'], message: 'Expected application/json' }]);
    }
    const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BadRequestError('Malformed JSON body');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new BadRequestError(BODY_NOT_OBJECT, [{ path: ['body'], message: `Expected an object, received ${jsonKind(parsed)}` }]);
    }
    request.context.state.body = parsed;
  },
});

export const ONE_CLICK_FORM = 'The one-click form must be List-Unsubscribe=One-Click';

/** The only form a one-click route takes: `List-Unsubscribe=One-Click` (RFC 8058 §3.1), nothing else. */
function oneClickForm(text: string): void {
  const form = new URLSearchParams(text);
  const fields = [...form.keys()];
  if (fields.length !== 1 || form.get('List-Unsubscribe') !== 'One-Click') {
    throw new BadRequestError(ONE_CLICK_FORM, [{ path: ['body', 'List-Unsubscribe'], message: 'Expected List-Unsubscribe=One-Click' }]);
  }
}

const jsonKind = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`);

/** Validates params, query and body against the route's zod schemas; 400 lists every bad field. */
export const validate = (route: RouteDef): Middleware => ({
  before: (request) => {
    const { state } = request.context;
    const issues: FieldIssue[] = [];
    const check = (where: 'params' | 'query' | 'body', schema: z.ZodMiniType | undefined, input: unknown) => {
      if (!schema) return undefined;
      const parsed = schema.safeParse(input);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        issues.push({ path: [where, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message });
      }
      return undefined;
    };
    state.params = check('params', route.params, request.event.pathParameters ?? {});
    state.query = check('query', route.query, request.event.queryStringParameters ?? {});
    state.body = check('body', route.body, state.body ?? (route.body ? {} : undefined));
    if (issues.length) throw new BadRequestError('Invalid request', issues);
  },
});

/**
 * Loads the session and its member (one DynamoDB round). Routes that need a
 * session answer 401 when the cookie is missing, unknown, expired or revoked.
 */
export const session = (route: RouteDef, resolveSession: SessionResolver): Middleware => ({
  before: async (request) => {
    const { state } = request.context;
    const signedIn = await resolveSession(state.cookies.get(cookieName(SESSION_COOKIE)));
    if (signedIn) {
      state.session = signedIn.session;
      state.member = signedIn.member;
      logger.appendKeys({ memberId: signedIn.member.id });
    } else if (route.auth === 'session') {
      throw new UnauthorizedError();
    }
    if (route.role && !hasRole(state.member?.role, route.role)) {
      throw new ForbiddenError(route.role === 'admin' ? ADMINS_ONLY : STAFF_ONLY);
    }
  },
});

export const STAFF_ONLY = 'Only club staff can do this';
export const ADMINS_ONLY = 'Only club admins can do this';

/**
 * Turns errors into answers. Typed errors keep their status and message;
 * anything else is logged with the request id and answered with a generic 500.
 * Registered last, so it runs first on error and the headers still apply.
 */
export const errorAnswers = (): Middleware => ({
  onError: (request) => {
    const { error } = request;
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) logger.error('request failed', { error });
      request.response = jsonResult(error.statusCode, { message: error.message, ...error.details });
      if (error instanceof TooManyRequestsError) request.response.headers = { ...request.response.headers, 'retry-after': String(error.retryAfterSeconds) };
      return;
    }
    logger.error('unexpected error', { error: error ?? undefined });
    request.response = jsonResult(500, { message: 'Internal Server Error' });
  },
});
