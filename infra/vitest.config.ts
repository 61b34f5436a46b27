import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'infra',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    // A worker's first synth starts CloudFormation validation's engine; beside lint and the typecheck in CI that has taken over 120 s.
    hookTimeout: 300_000,
    // Files share their worker's modules: aws-cdk-lib, cdk-nag and CloudFormation validation's engine load once a worker,
    // not once a file. Safe: no file mocks, and a synth's region is set and put back inside test/synth-stage.ts.
    isolate: false,
  },
});
