import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENV, JOB_COMPLETED_METRIC, METRICS_NAMESPACE, PLATFORM_ENV } from '@club/shared';
import { captureMetrics, type EmfRecord } from '../../test/metrics.js';
import { countJobCompleted, countMetric } from './metrics.js';

/**
 * What CloudWatch requires of an EMF line before it extracts a metric: a
 * millisecond timestamp, a namespace, every dimension a string member of the
 * line and every metric a number member (the embedded metric format's specification).
 */
function expectValidEmf(record: EmfRecord): void {
  expect(Number.isInteger(record._aws.Timestamp)).toBe(true);
  expect(Math.abs(record._aws.Timestamp - Date.now())).toBeLessThan(60_000);
  expect(record._aws.CloudWatchMetrics).toHaveLength(1);
  const [directive] = record._aws.CloudWatchMetrics;
  expect(typeof directive!.Namespace).toBe('string');
  for (const set of directive!.Dimensions) {
    expect(set.length).toBeLessThanOrEqual(30);
    for (const key of set) expect(typeof record[key], key).toBe('string');
  }
  for (const metric of directive!.Metrics) expect(typeof record[metric.Name], metric.Name).toBe('number');
}

describe('countMetric', () => {
  const stage = process.env[ENV.stage];
  let captured: ReturnType<typeof captureMetrics>;
  beforeEach(() => {
    // The stage dimension is read when the first metric is written.
    process.env[ENV.stage] = 'dev';
    captured = captureMetrics();
  });
  afterEach(() => {
    captured.stop();
    if (stage === undefined) delete process.env[ENV.stage];
    else process.env[ENV.stage] = stage;
  });

  it('writes one EMF line at once: the club namespace, dimensions service and stage, the count in Count', () => {
    countMetric('Rsvps');

    const [record, ...more] = captured.records();
    expect(more).toEqual([]);
    expectValidEmf(record!);
    expect(record!._aws.CloudWatchMetrics).toEqual([
      { Namespace: METRICS_NAMESPACE, Dimensions: [['service', 'stage']], Metrics: [{ Name: 'Rsvps', Unit: 'Count' }] },
    ]);
    expect(record).toMatchObject({ service: 'club', stage: 'dev', Rsvps: 1 });
  });

  it('writes the count given, and each call its own line', () => {
    countMetric('MailsSent', 3);
    countMetric('MailsSent');

    expect(captured.records().map((record) => record.MailsSent)).toEqual([3, 1]);
    expect(captured.count('MailsSent')).toBe(4);
  });

  it('a job run carries the job dimension besides service and stage', () => {
    countJobCompleted('smart-nudges');

    const [record] = captured.records();
    expectValidEmf(record!);
    expect(record!._aws.CloudWatchMetrics[0]).toMatchObject({
      Dimensions: [['service', 'stage', 'job']],
      Metrics: [{ Name: JOB_COMPLETED_METRIC, Unit: 'Count' }],
    });
    expect(record).toMatchObject({ service: 'club', stage: 'dev', job: 'smart-nudges', [JOB_COMPLETED_METRIC]: 1 });
  });

  it('writes nothing when POWERTOOLS_METRICS_DISABLED is true (tests, the local runtime)', () => {
    process.env[PLATFORM_ENV.metricsDisabled] = 'true';
    countMetric('SignIns');

    expect(captured.records()).toEqual([]);
  });
});
