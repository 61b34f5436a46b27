import { describe, expect, it } from 'vitest';
import { schedules } from '@club/shared';
import { intervalOf, loadSchedule } from './local-schedules.js';

describe('local schedules', () => {
  it('reads EventBridge Scheduler rate expressions; cron runs hourly locally', () => {
    expect(intervalOf('rate(1 hour)')).toBe(3_600_000);
    expect(intervalOf('rate(15 minutes)')).toBe(900_000);
    expect(intervalOf('rate(2 days)')).toBe(172_800_000);
    expect(intervalOf('cron(0 6 * * ? *)')).toBe(3_600_000);
  });

  it('loads every schedule’s handler from the file infra bundles', async () => {
    for (const name of Object.keys(schedules) as (keyof typeof schedules)[]) {
      expect(typeof (await loadSchedule(name)), name).toBe('function');
    }
  });
});
