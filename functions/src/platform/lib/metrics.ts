import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  ENV,
  JOB_COMPLETED_METRIC,
  JOB_DIMENSION,
  METRIC_STAGE_DIMENSION,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
  type ClubMetric,
  type ScheduleName,
} from '@club/shared';

/**
 * The one way a handler counts something for the dashboard and alarms:
 * Powertools Metrics writes a CloudWatch embedded-metric-format line to the
 * function's log, so counting costs no call. Only the handlers that count
 * import this module (Powertools adds ~15 KiB to a bundle); the names and
 * dimensions come from shared/src/metrics.ts, which infra reads too.
 * `POWERTOOLS_METRICS_DISABLED=true` (tests, the local runtime) writes nothing.
 */
let metrics: Metrics | undefined;

function clubMetrics(): Metrics {
  metrics ??= new Metrics({
    namespace: METRICS_NAMESPACE,
    serviceName: METRICS_SERVICE,
    defaultDimensions: { [METRIC_STAGE_DIMENSION]: process.env[ENV.stage] ?? 'local' },
  });
  return metrics;
}

/**
 * Counts `count` of `name` now, with any extra dimensions (e.g. `job`). Written
 * at once, not at the end of the invocation: a counted change has happened
 * whatever the response does next.
 */
export function countMetric(name: ClubMetric, count = 1, dimensions: Record<string, string> = {}): void {
  const single = clubMetrics().singleMetric();
  for (const [key, value] of Object.entries(dimensions)) single.addDimension(key, value);
  single.addMetric(name, MetricUnit.Count, count);
}

/** A scheduled job's run finished or checkpointed: the "not completed in its window" alarm watches for this count. */
export function countJobCompleted(job: ScheduleName): void {
  countMetric(JOB_COMPLETED_METRIC, 1, { [JOB_DIMENSION]: job });
}
