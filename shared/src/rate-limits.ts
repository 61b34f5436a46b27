import { routes } from './routes.js';
import type { RouteDef } from './api/route.js';

/**
 * The API's rate limits, in one place: the CDK stage's per-route throttling
 * and its WAF rate rules (infra) and the local server (`npm start`, which
 * applies the same limits so a 429 is seen before deploying) read these.
 */

/** API Gateway's per-route throttle: steady requests a second and the bucket for bursts (account-wide per route, not per caller). */
export interface RouteThrottle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * Route families, from the route table: the sign-in flow (public routes: sign-in, the calendar
 * feed, unsubscribe links and the health check, which anyone may call, get its tight limits), writes and reads.
 * Throttling is set per family so a new route gets its family's limits without an edit.
 */
export const ROUTE_FAMILIES = ['signIn', 'write', 'read'] as const;
export type RouteFamily = (typeof ROUTE_FAMILIES)[number];

export const routeFamily = (route: Pick<RouteDef, 'auth' | 'access'>): RouteFamily => (route.auth === 'public' ? 'signIn' : route.access);

/**
 * Per-family limits. Sign-in is tight (each attempt costs a Cognito round and a
 * key exchange; a club signs in a few times a day), writes sit below reads.
 * A stage can override any family with `-c throttle='{"read":{"rateLimit":200,"burstLimit":400}}'`.
 */
export const DEFAULT_THROTTLES: Record<'prod' | 'other', Record<RouteFamily, RouteThrottle>> = {
  prod: { signIn: { rateLimit: 10, burstLimit: 20 }, write: { rateLimit: 50, burstLimit: 100 }, read: { rateLimit: 200, burstLimit: 400 } },
  other: { signIn: { rateLimit: 5, burstLimit: 10 }, write: { rateLimit: 20, burstLimit: 40 }, read: { rateLimit: 50, burstLimit: 100 } },
};

/**
 * The WAF rate rules on CloudFront: requests per client IP within the
 * evaluation window before WAF answers 429 for the rest of it.
 */
export interface WafLimits {
  /** `/api/login` and `/api/auth/callback` together, per IP per 5 minutes. */
  signInPer5Minutes: number;
  /** Every `/api/` request, per IP per 5 minutes (a generous ceiling against scripted floods). */
  apiPer5Minutes: number;
}
export const DEFAULT_WAF_LIMITS: WafLimits = { signInPer5Minutes: 100, apiPer5Minutes: 3000 };
/** The window of the WAF rate rules, in seconds. */
export const WAF_WINDOW_SECONDS = 300;
/** The paths the sign-in rate rule watches: starting a sign-in and finishing one. */
export const SIGN_IN_RATE_PATHS = [routes.login.path, routes.authCallback.path] as const;
