/** The limits live in shared/ (the local server applies the same ones); infra reads them from there. */
export {
  DEFAULT_THROTTLES,
  DEFAULT_WAF_LIMITS,
  ROUTE_FAMILIES,
  SIGN_IN_RATE_PATHS,
  WAF_WINDOW_SECONDS,
  routeFamily,
  type RouteFamily,
  type RouteThrottle,
  type WafLimits,
} from '@club/shared/rate-limits';
