import middy from '@middy/core';
import type { Member, RouteBodyParsed, RouteDef, RouteParams, RouteQueryParsed, RouteResponse } from '@club/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { withDeadline } from '../db/contention.js';
import { loggerContext } from '../lib/logger.js';
import {
  errorAnswers,
  jsonBody,
  requestState,
  sameOriginOnly,
  securityHeaders,
  session,
  validate,
  type ActiveSession,
  type ApiContext,
  type SessionResolver,
} from './middleware.js';
import { isReply, jsonResult, matchesIfNoneMatch, type Navigation, type Reply } from './reply.js';

/** What a handler receives: validated input and, on session routes, the member. */
export interface HandlerInput<R extends RouteDef> {
  params: RouteParams<R>;
  query: RouteQueryParsed<R>;
  body: RouteBodyParsed<R>;
  member: R['auth'] extends 'session' ? Member : Member | undefined;
  session: R['auth'] extends 'session' ? ActiveSession : ActiveSession | undefined;
  cookies: Map<string, string>;
  event: APIGatewayProxyEventV2;
}

/**
 * What a handler may return: the route's response type (200 JSON) or a reply
 * carrying it (201, a page with its cursor header, cookies); a route without
 * a response schema returns a redirect or a page. Anything else does not compile.
 */
export type HandlerOutput<R extends RouteDef> = R['response'] extends object ? RouteResponse<R> | Reply<RouteResponse<R>> : Reply<Navigation>;

/**
 * A tagged 200 (`reply.tagged`) whose ETag the request's If-None-Match
 * names becomes a 304 with no body: the client's copy is current.
 */
function notModifiedWhenCurrent(event: APIGatewayProxyEventV2, result: APIGatewayProxyStructuredResultV2): APIGatewayProxyStructuredResultV2 {
  const etag = result.headers?.etag;
  if (result.statusCode !== 200 || typeof etag !== 'string' || !matchesIfNoneMatch(event.headers['if-none-match'], etag)) return result;
  const { 'content-type': _body, ...headers } = result.headers ?? {};
  return { statusCode: 304, headers, body: '' };
}

export type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The route wrapper, given how a session cookie signs a request in
 * (functions/src/http-handler.ts composes it with sign-in's sessions: that is
 * the `httpHandler` every route handler uses). The middy chain, in order:
 * logger context (request id), security headers, cookies, origin check for
 * state-changing methods, session (so anonymous callers learn nothing about
 * input rules), JSON body, zod validation from the route entry, and the error
 * answers registered last.
 * A handler returns its route's response (200 JSON) or a `reply.*` answer of that type.
 */
export const httpHandlerWith =
  (resolveSession: SessionResolver) =>
  <R extends RouteDef>(route: R, fn: (input: HandlerInput<R>) => Promise<HandlerOutput<R>>): ApiHandler => {
    const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>()
      .use(loggerContext())
      .use(securityHeaders())
      .use(requestState())
      .use(sameOriginOnly(route))
      .use(session(route, resolveSession))
      .use(jsonBody(route))
      .use(validate(route))
      .use(errorAnswers())
      .handler(async (event, context) => {
        const { state } = context;
        const output: unknown = await fn({
          params: state.params,
          query: state.query,
          body: state.body,
          member: state.member,
          session: state.session,
          cookies: state.cookies,
          event,
        } as HandlerInput<R>);
        const result = isReply(output) ? (output as Reply).result : jsonResult(200, output);
        return notModifiedWhenCurrent(event, result);
      });
    // Contention retries in the domain answer 409 before the Lambda times out.
    return (event, context) => withDeadline(Date.now() + context.getRemainingTimeInMillis(), () => chain(event, context as ApiContext));
  };
