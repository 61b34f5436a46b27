import {
  authRoutes,
  healthRoutes,
  JOB_COMPLETED_METRIC,
  JOB_DIMENSION,
  SYNTHETIC_FAILURES_METRIC,
  SYNTHETIC_PROBE_DIMENSION,
  type ClubMetric,
  type SyntheticProbe,
} from '@club/shared';
import { config } from '../../../platform/config.js';
import { countMetric } from '../../../platform/lib/metrics.js';
import { logger } from '../../../platform/lib/logger.js';

/** Each request's time limit: a page slower than this is as good as down to a visitor. */
export const PROBE_TIMEOUT_MS = 5_000;

/** What the check visits: the public site and the OpenID issuer the sign-in redirect must lead to. */
export interface SyntheticTarget {
  siteUrl: string;
  oidcIssuer: string;
  timeoutMs?: number;
}

export interface ProbeFailure {
  probe: SyntheticProbe;
  url: string;
  reason: string;
}

export interface SyntheticRun {
  failures: ProbeFailure[];
}

type Count = (name: ClubMetric, count?: number, dimensions?: Record<string, string>) => void;

/** A GET that neither follows redirects nor waits longer than the probe's limit. */
const get = (url: string, timeoutMs: number): Promise<Response> =>
  fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'user-agent': 'club-synthetic-check' },
  });

/** The landing page answers 200 with HTML. */
async function landing(siteUrl: string, timeoutMs: number): Promise<string | undefined> {
  const res = await get(`${siteUrl}/`, timeoutMs);
  const type = res.headers.get('content-type') ?? '';
  const body = await res.text();
  if (res.status !== 200) return `answered ${res.status}`;
  if (!type.startsWith('text/html') || !/<html|<!doctype html/i.test(body)) return `answered ${type || 'no content type'}, not an HTML page`;
  return undefined;
}

/** `/api/health` answers 200 `{ status: 'ok' }` (one table read succeeded). */
async function health(url: string, timeoutMs: number): Promise<string | undefined> {
  const res = await get(url, timeoutMs);
  const text = await res.text();
  if (res.status !== 200) return `answered ${res.status}: ${text.slice(0, 200)}`;
  const status = (JSON.parse(text) as { status?: unknown }).status;
  return status === 'ok' ? undefined : `answered status ${JSON.stringify(status)}`;
}

/**
 * The sign-in start redirects to the issuer's authorization endpoint (from its
 * discovery document), not followed. A provider the API cannot reach makes the
 * route send visitors back to the landing page instead: that fails here.
 */
async function signIn(url: string, oidcIssuer: string, timeoutMs: number): Promise<string | undefined> {
  const discovery = await fetch(`${oidcIssuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!discovery.ok) return `the issuer's discovery document answered ${discovery.status}`;
  const authorize = (await discovery.json()) as {
    authorization_endpoint?: unknown;
  };
  if (typeof authorize.authorization_endpoint !== 'string') return 'the issuer lists no authorization endpoint';
  const res = await get(url, timeoutMs);
  await res.body?.cancel();
  const location = res.headers.get('location') ?? '';
  if (res.status !== 302) return `answered ${res.status}, not a redirect`;
  if (!location.startsWith(`${authorize.authorization_endpoint}?`)) return `redirected to ${location.split('?')[0]}, not ${authorize.authorization_endpoint}`;
  return undefined;
}

/**
 * Runs the three probes at once and counts: one `SyntheticCheckFailures` with
 * the number that failed (0 when all pass), 1 more per failed probe with its
 * `probe` dimension, and `JobCompleted` for the run. Each failure is logged.
 */
export async function syntheticCheck(target: SyntheticTarget, count: Count = countMetric): Promise<SyntheticRun> {
  const siteUrl = target.siteUrl.replace(/\/+$/, '');
  const timeoutMs = target.timeoutMs ?? PROBE_TIMEOUT_MS;
  const probes: {
    probe: SyntheticProbe;
    url: string;
    run: (url: string) => Promise<string | undefined>;
  }[] = [
    {
      probe: 'landing',
      url: `${siteUrl}/`,
      run: () => landing(siteUrl, timeoutMs),
    },
    {
      probe: 'health',
      url: `${siteUrl}${healthRoutes.getHealth.path}`,
      run: (url) => health(url, timeoutMs),
    },
    {
      probe: 'sign-in',
      url: `${siteUrl}${authRoutes.login.path}`,
      run: (url) => signIn(url, target.oidcIssuer, timeoutMs),
    },
  ];
  const results = await Promise.all(
    probes.map(async ({ probe, url, run }) => {
      try {
        const reason = await run(url);
        return reason === undefined ? undefined : { probe, url, reason };
      } catch (error) {
        const reason =
          error instanceof Error ? `${error.name}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
        return { probe, url, reason };
      }
    }),
  );
  const failures = results.filter((failure): failure is ProbeFailure => failure !== undefined);
  for (const failure of failures) {
    logger.error('synthetic check: probe failed', { ...failure });
    count(SYNTHETIC_FAILURES_METRIC, 1, {
      [SYNTHETIC_PROBE_DIMENSION]: failure.probe,
    });
  }
  count(SYNTHETIC_FAILURES_METRIC, failures.length);
  count(JOB_COMPLETED_METRIC, 1, { [JOB_DIMENSION]: 'synthetic-check' });
  return { failures };
}

/**
 * The synthetic-check schedule (shared/src/schedules.ts): the site as a
 * visitor meets it, from outside (SITE_URL, through CloudFront and the WAF in
 * the cloud). A failed probe is counted and logged, not thrown: the
 * `synthetic-check-failed` alarm pages on the count, while a thrown run would
 * also be retried twice and land in the jobs' dead-letter queue (a second
 * alarm, and letters nobody needs to read).
 */
export const handler = async (): Promise<SyntheticRun> => {
  const run = await syntheticCheck({
    siteUrl: config.siteUrl,
    oidcIssuer: config.oidcIssuer,
  });
  if (run.failures.length === 0) logger.info('synthetic check passed');
  return run;
};
