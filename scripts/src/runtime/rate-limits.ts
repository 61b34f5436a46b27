import {
  DEFAULT_THROTTLES,
  DEFAULT_WAF_LIMITS,
  SIGN_IN_RATE_PATHS,
  WAF_WINDOW_SECONDS,
  routeFamily,
  type RouteFamily,
  type RouteThrottle,
  type WafLimits,
} from '@club/shared/rate-limits';
import type { RouteDef } from '@club/shared';

/** The limits the local server applies: API Gateway's per-route throttles and the WAF's per-IP rules. */
export interface LocalRateLimits {
  throttles: Record<RouteFamily, RouteThrottle>;
  waf: WafLimits;
}

/** What a non-prod stage applies in the cloud (shared/src/rate-limits.ts): `npm start` runs as one. */
export const STAGE_RATE_LIMITS: LocalRateLimits = { throttles: DEFAULT_THROTTLES.other, waf: DEFAULT_WAF_LIMITS };

/** A refused request: whole seconds until one more would pass (the Retry-After header). */
export interface Limited {
  retryAfterSeconds: number;
  /** Which limit: the WAF rule's name or the route's throttle. */
  limit: 'sign-in-rate' | 'api-rate' | 'route-throttle';
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The cloud's limits in process, with the same shapes: a token bucket per
 * route (API Gateway: `burstLimit` tokens, refilled at `rateLimit` a second,
 * shared by every caller) and a sliding window per client IP for each WAF
 * rule (sign-in paths; every `/api/` path). `now` is injectable for tests.
 */
export function createRateLimiter(limits: LocalRateLimits, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const windows = new Map<string, number[]>();
  const windowMs = WAF_WINDOW_SECONDS * 1000;

  /** One request against a WAF rule for this IP; the wait when the IP is over the rule's limit. */
  const overWindow = (rule: string, ip: string, limit: number): number | undefined => {
    const key = `${rule} ${ip}`;
    const t = now();
    const seen = (windows.get(key) ?? []).filter((at) => at > t - windowMs);
    windows.set(key, seen);
    if (seen.length >= limit) return seen[seen.length - limit]! + windowMs - t;
    seen.push(t);
    return undefined;
  };

  return {
    /** The WAF rules, at the edge before any routing: undefined when the request passes. */
    edge(pathname: string, ip: string): Limited | undefined {
      if (SIGN_IN_RATE_PATHS.some((prefix) => pathname.startsWith(prefix))) {
        const wait = overWindow('sign-in-rate', ip, limits.waf.signInPer5Minutes);
        if (wait !== undefined) return { retryAfterSeconds: seconds(wait), limit: 'sign-in-rate' };
      }
      const wait = overWindow('api-rate', ip, limits.waf.apiPer5Minutes);
      return wait === undefined ? undefined : { retryAfterSeconds: seconds(wait), limit: 'api-rate' };
    },
    /** The matched route's throttle (its family's limits): undefined when a token was left. */
    route(routeKey: string, route: Pick<RouteDef, 'auth' | 'access'>): Limited | undefined {
      const { rateLimit, burstLimit } = limits.throttles[routeFamily(route)];
      const t = now();
      const bucket = buckets.get(routeKey) ?? { tokens: burstLimit, at: t };
      bucket.tokens = Math.min(burstLimit, bucket.tokens + ((t - bucket.at) / 1000) * rateLimit);
      bucket.at = t;
      buckets.set(routeKey, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return undefined;
      }
      return { retryAfterSeconds: seconds(((1 - bucket.tokens) / rateLimit) * 1000), limit: 'route-throttle' };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
