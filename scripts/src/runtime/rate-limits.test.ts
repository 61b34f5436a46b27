import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLES, DEFAULT_WAF_LIMITS } from '@club/shared/rate-limits';
import { routes } from '@club/shared';
import { STAGE_RATE_LIMITS, createRateLimiter, type LocalRateLimits } from './rate-limits.js';

const small: LocalRateLimits = {
  throttles: { signIn: { rateLimit: 1, burstLimit: 2 }, write: { rateLimit: 2, burstLimit: 3 }, read: { rateLimit: 10, burstLimit: 10 } },
  waf: { signInPer5Minutes: 4, apiPer5Minutes: 6 },
};

describe('local rate limits', () => {
  it('are the numbers infra deploys to a non-prod stage (one place: shared/src/rate-limits.ts)', () => {
    expect(STAGE_RATE_LIMITS).toEqual({ throttles: DEFAULT_THROTTLES.other, waf: DEFAULT_WAF_LIMITS });
  });

  it('throttle each route like API Gateway: a burst bucket refilled at the rate, with the wait in whole seconds', () => {
    let now = 0;
    const limiter = createRateLimiter(small, () => now);
    const key = 'POST /api/posts';
    expect([1, 2, 3].map(() => limiter.route(key, routes.createPost))).toEqual([undefined, undefined, undefined]);
    expect(limiter.route(key, routes.createPost)).toEqual({ retryAfterSeconds: 1, limit: 'route-throttle' });
    // Another route has its own bucket.
    expect(limiter.route('POST /api/companies', routes.createCompany)).toBeUndefined();
    now = 500; // half a second at 2 a second: one token back
    expect(limiter.route(key, routes.createPost)).toBeUndefined();
    expect(limiter.route(key, routes.createPost)).toMatchObject({ limit: 'route-throttle' });
    // Sign-in routes have the tight family.
    expect(limiter.route('GET /api/login', routes.login)).toBeUndefined();
    expect(limiter.route('GET /api/login', routes.login)).toBeUndefined();
    expect(limiter.route('GET /api/login', routes.login)).toEqual({ retryAfterSeconds: 1, limit: 'route-throttle' });
  });

  it('apply the WAF rules per IP over a sliding five minutes', () => {
    let now = 0;
    const limiter = createRateLimiter(small, () => now);
    for (let i = 0; i < 4; i++) expect(limiter.edge('/api/login', '10.0.0.1')).toBeUndefined();
    expect(limiter.edge('/api/auth/callback', '10.0.0.1')).toEqual({ retryAfterSeconds: 300, limit: 'sign-in-rate' });
    expect(limiter.edge('/api/login', '10.0.0.2')).toBeUndefined();
    now = 60_000;
    expect(limiter.edge('/api/posts', '10.0.0.1')).toBeUndefined();
    expect(limiter.edge('/api/posts', '10.0.0.1')).toBeUndefined();
    // Six /api/ requests counted for this IP (the four sign-ins among them): the seventh waits for the oldest to leave the window.
    expect(limiter.edge('/api/posts', '10.0.0.1')).toEqual({ retryAfterSeconds: 240, limit: 'api-rate' });
    now = 300_001;
    expect(limiter.edge('/api/posts', '10.0.0.1')).toBeUndefined();
  });
});
