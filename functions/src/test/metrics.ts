import { vi } from 'vitest';
import { PLATFORM_ENV, type ClubMetric } from '@club/shared';

/** One line of CloudWatch's embedded metric format, as Powertools Metrics writes it. */
export interface EmfRecord {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit?: string }[] }[];
  };
  [member: string]: unknown;
}

const isEmf = (value: unknown): value is EmfRecord => typeof value === 'object' && value !== null && '_aws' in value;

/**
 * Turns metrics on (tests run with POWERTOOLS_METRICS_DISABLED=true) and
 * collects the EMF lines `countMetric` writes to stdout, as CloudWatch Logs
 * would receive them; every other write passes through. `stop` restores
 * both. Tests use it to prove a change is counted once, and a refusal never.
 */
export function captureMetrics() {
  const records: EmfRecord[] = [];
  const disabled = process.env[PLATFORM_ENV.metricsDisabled];
  delete process.env[PLATFORM_ENV.metricsDisabled];
  const write = process.stdout.write.bind(process.stdout) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
    const text = String(chunk);
    if (!text.includes('"_aws"')) return write(chunk, ...rest);
    for (const line of text.split('\n').filter(Boolean)) {
      const parsed: unknown = JSON.parse(line);
      if (isEmf(parsed)) records.push(parsed);
    }
    return true;
  }) as typeof process.stdout.write);
  return {
    /** Every EMF line written since the start (or the last reset). */
    records: () => [...records],
    /** The sum of `name` over the lines written, only those carrying every given dimension value. */
    count: (name: ClubMetric, dimensions: Record<string, string> = {}): number =>
      records
        .filter((record) => Object.entries(dimensions).every(([key, value]) => record[key] === value))
        .reduce((sum, record) => sum + (typeof record[name] === 'number' ? record[name] : 0), 0),
    reset: () => void records.splice(0),
    stop: () => {
      spy.mockRestore();
      if (disabled === undefined) delete process.env[PLATFORM_ENV.metricsDisabled];
      else process.env[PLATFORM_ENV.metricsDisabled] = disabled;
    },
  };
}
