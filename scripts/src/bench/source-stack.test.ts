import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';
import { cdkEsbuildOptions, tempDir } from './lambda.js';

// A handler-shaped module: the throw is on line 4 of this source, which the bundle minifies onto line 1 or 2.
const fixture = `import { logger } from './platform/lib/logger.js';

export function failing(): never {
  throw new Error('kaboom');
}

try {
  failing();
} catch (error) {
  logger.error('request failed', { error });
}
`;

describe('stack traces of a deployed bundle', () => {
  const outDir = tempDir('club-stack-');
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('name the TypeScript file and line, with Node started as Lambda starts it (no --enable-source-maps)', async () => {
    const outfile = path.join(outDir, 'index.mjs');
    await build({
      ...cdkEsbuildOptions(),
      stdin: { contents: fixture, resolveDir: path.join(repoRoot, 'functions/src'), loader: 'ts', sourcefile: 'functions/src/failing.ts' },
      outfile,
    });
    expect(fs.existsSync(`${outfile}.map`)).toBe(true);

    const run = spawnSync(process.execPath, [outfile], { env: { PATH: process.env.PATH, POWERTOOLS_LOG_LEVEL: 'ERROR' }, encoding: 'utf8' });
    const entry = JSON.parse(run.stderr.trim()) as { message: string; error: { message: string; location: string; stack: string } };

    expect(entry.message).toBe('request failed');
    expect(entry.error.message).toBe('kaboom');
    expect(entry.error.location).toMatch(/functions\/src\/failing\.ts:4:\d+$/);
    const frames = entry.error.stack.split('\n').slice(1);
    expect(frames[0]).toMatch(/^ {4}at .*functions\/src\/failing\.ts:4:\d+\)?$/);
    expect(frames.some((frame) => frame.includes('functions/src/failing.ts:8:'))).toBe(true); // the caller
    expect(frames.filter((frame) => frame.includes('index.mjs'))).toEqual([]);
  });
});
