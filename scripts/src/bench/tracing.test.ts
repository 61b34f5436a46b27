import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { TRACING_DEFINE } from '@club/shared/lambda-bundling';
import { repoRoot } from '../lib/paths.js';
import { cdkEsbuildOptions, tempDir } from './lambda.js';

// A handler-shaped module: the shared DynamoDB client, and whether X-Ray's SDK middleware sits in its stack.
const fixture = `import { createDynamoClient } from './platform/db/client.js';

const stack = createDynamoClient('http://127.0.0.1:1').middlewareStack.identify();
process.stdout.write(JSON.stringify(stack.some((name) => name.startsWith('XRaySDKInstrumentation'))));
`;

/** Markers of Powertools Tracer and the X-Ray SDK in a bundle. */
const TRACER_CODE = /AWSXRay|POWERTOOLS_TRACER_CAPTURE_RESPONSE/;

describe('X-Ray tracing is a build-time switch (functions/src/platform/lib/tracing.ts)', () => {
  const outDir = tempDir('club-tracing-');
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  const bundle = async (tracing: 'true' | 'false' | undefined) => {
    const options = cdkEsbuildOptions();
    const outfile = path.join(outDir, String(tracing), 'index.mjs');
    await build({
      ...options,
      ...(tracing ? { define: { ...options.define, [TRACING_DEFINE]: JSON.stringify(tracing) } } : {}),
      stdin: { contents: fixture, resolveDir: path.join(repoRoot, 'functions/src'), loader: 'ts', sourcefile: 'functions/src/traced.ts' },
      outfile,
    });
    const run = spawnSync(process.execPath, [outfile], {
      // Started as Lambda starts it: the Tracer is on only inside a Lambda execution environment.
      env: { PATH: process.env.PATH, AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x', AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR', POWERTOOLS_LOG_LEVEL: 'SILENT' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    return { code: fs.readFileSync(outfile, 'utf8'), traced: JSON.parse(run.stdout) as boolean };
  };

  it('by default (the bundling every stage gets) leaves the Tracer and the X-Ray SDK out, and the client untraced', async () => {
    const plain = await bundle(undefined);
    expect(plain.code).not.toMatch(TRACER_CODE);
    expect(plain.code).not.toContain('CLUB_TRACING');
    expect(plain.traced).toBe(false);
  });

  it('with the switch on (a stage deployed with -c tracing=true) bundles the Tracer, which captures the client', async () => {
    const [plain, traced] = await Promise.all([bundle('false'), bundle('true')]);
    expect(traced.code).toMatch(TRACER_CODE);
    expect(traced.traced).toBe(true);
    // The Tracer with the X-Ray SDK: what the switch keeps out of every untraced bundle.
    expect(traced.code.length - plain.code.length).toBeGreaterThan(100 * 1024);
  });
});
