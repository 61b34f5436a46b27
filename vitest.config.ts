import os from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { scratchTmpdir } from './scripts/src/lib/scratch-tmpdir.js';

// Every temporary folder of the run (DynamoDB Local's, Chromium's, CDK's, the tests' own) in one, removed at the end.
scratchTmpdir('club-test-');

/**
 * Files that take minutes, longest first. Vitest queues files project by project in name order (e2e, functions,
 * infra, scripts, …), so on a clean clone, with no timings cached, these would start near the end and be the
 * run's tail while the other worker sits idle: they go first instead.
 */
const SLOW_FIRST = [
  'scripts/src/runtime/local-stack.test.ts',
  'scripts/e2e/a11y-phone.test.ts',
  'scripts/e2e/a11y-phone-seeded.test.ts',
  'scripts/e2e/a11y-desktop.test.ts',
  'functions/src/route-table/fuzz-concierge-to-investors.test.ts',
  'functions/src/route-table/fuzz-deal-rooms-onward.test.ts',
  'functions/src/route-table/fuzz-auth-to-darshan.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = SLOW_FIRST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return at < 0 ? SLOW_FIRST.length : at;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

// One `npm test` runs every workspace's tests; each workspace has its own config (scripts/ two: its browser tests apart).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'functions/vitest.shared.config.ts', 'web/vitest.isolated.config.ts', 'scripts/vitest.e2e.config.ts'],
    sequence: { sequencer: SlowFirstSequencer },
    // One worker more than the cores: the browser tests spend much of their time waiting on pages, DynamoDB Local
    // and Chromium (a full run used ~70% of both cores with three workers, far less with two). Four were tried twice:
    // once the local-stack restart test, beside the three whole-app passes, outran its limit; once, with those passes
    // cheaper, the test step took 1,187 s against 1,084 s with three (the browser files compete for the same cores).
    maxWorkers: os.availableParallelism() + 1,
  },
});
