import type * as z from '../zod.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One `/api` route. Paths use API Gateway's `{param}` syntax so CDK, the local
 * server and tests read the same string.
 */
export interface RouteDef {
  method: HttpMethod;
  path: `/api/${string}`;
  /** `read` routes get read-only table access in the cloud; `write` routes read-write. */
  access: 'read' | 'write';
  /** `session`: 401 without a valid session. `public`: only the sign-in routes, the festival calendar feed (calendar apps send no cookie), a mail's signed unsubscribe links and the health check (no data). */
  auth: 'session' | 'public';
  /**
   * Club operations: only members whose stored role is `staff` or `admin`
   * (`staff`), or `admin` alone (`admin`), may call it; others get 403. Read
   * from the member record loaded with the session, never from the client.
   */
  role?: 'staff' | 'admin';
  /**
   * The deal-room bucket: `read` routes may read objects under
   * `deal-rooms/`, `write` routes also put and delete them. Routes without it
   * get no S3 access and no bucket setting.
   */
  files?: 'read' | 'write';
  /**
   * The search index: the route reads the index snapshots of the search
   * bucket (SEARCH_BUCKET) and the table's recent index deltas. Routes without
   * it get no access to that bucket and no bucket setting.
   */
  searchIndex?: true;
  /**
   * The stage's VAPID key pair (push notifications): the route reads its SSM
   * parameter (VAPID_PARAMETER) when the stage has push. Routes without it
   * get neither the setting nor the read.
   */
  vapid?: true;
  /**
   * RFC 8058 one-click unsubscribe: mail clients POST the form
   * `List-Unsubscribe=One-Click` from their servers, without Origin or
   * cookies. The route takes that form body and a write with no Origin; a
   * cross-site Origin is still refused. Only for public routes authorized by
   * a signed token in the query (no cookie is read, so no cross-site risk).
   */
  oneClick?: true;
  /**
   * `false`: the web app never calls it (the health check, read by the
   * synthetic check and ops), so web/api-routes-plugin.ts leaves it out of the
   * route table every page carries. @default included
   */
  webClient?: false;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /**
   * The JSON answer (for lists, the page's array). A route without one answers
   * a redirect (the sign-in flow); the handler's return type follows from it.
   */
  response?: z.ZodMiniType;
  /** One line saying what the route is for (shown in docs and infra descriptions). */
  summary: string;
}

/** Keeps the literal types of a route entry while checking it against RouteDef. */
export const defineRoute = <const R extends RouteDef>(route: R): R => route;

type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodMiniType ? z.input<T> : undefined;
/** What a handler receives after validation (defaults applied). */
export type RouteQueryParsed<R extends RouteDef> = Infer<R['query']>;
export type RouteBodyParsed<R extends RouteDef> = Infer<R['body']>;
export type RouteParams<R extends RouteDef> = Infer<R['params']>;
export type RouteResponse<R extends RouteDef> = Infer<R['response']>;
/** What a client sends (defaults may be left out). */
export type RouteQueryInput<R extends RouteDef> = Input<R['query']>;
export type RouteBodyInput<R extends RouteDef> = Input<R['body']>;
