import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';
import { cdkEsbuildOptions } from './lambda.js';

const functionsSrc = path.join(repoRoot, 'functions/src');
/** Every entity module (each feature's entities/ and platform's), as `./…/x.js` from functions/src. */
const entityFiles = (fs.readdirSync(functionsSrc, { recursive: true }) as string[])
  .filter((f) => path.basename(path.dirname(f)) === 'entities' && f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => `./${f.replace(/\.ts$/, '.js')}`);

/** The shared/ modules that hold a feature's route group (every schema of that feature). */
const routeModules = fs
  .readdirSync(path.join(repoRoot, 'shared/src/api'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && fs.readFileSync(path.join(repoRoot, 'shared/src/api', f), 'utf8').includes('defineRoute('))
  .map((f) => `shared/src/api/${f}`);

describe('what every Lambda carries', () => {
  it('the handler wrapper, the signed-in member and every entity bring no feature’s route module', async () => {
    // esbuild keeps every top-level schema of a module it includes (zod's pure annotations do not cross modules),
    // so a feature module reached from this common path would build that feature's schemas in every cold start.
    const contents = [`export { httpHandler } from './http-handler.js';`, ...entityFiles.map((f) => `export * from '${f}';`)].join('\n');
    const result = await build({
      ...cdkEsbuildOptions(),
      stdin: { contents, resolveDir: functionsSrc, loader: 'ts', sourcefile: 'common.ts' },
      write: false,
      outfile: 'common.mjs',
      metafile: true,
    });
    const included = Object.entries(result.metafile.outputs['common.mjs']!.inputs)
      .filter(([, info]) => info.bytesInOutput > 0)
      .map(([file]) => file);
    expect(routeModules.length).toBeGreaterThan(10);
    expect(included).toContain('shared/src/api/member.ts');
    expect(included.filter((file) => routeModules.includes(file))).toEqual([]);
  });

  it('the handler wrapper, the entities and the SDK clients bring neither Powertools Metrics nor the Tracer', async () => {
    // Metrics (~13 KiB) rides only in the handlers that count (functions/src/platform/lib/metrics.ts); the Tracer with the
    // X-Ray SDK only in a bundle built to trace (functions/src/platform/lib/tracing.ts).
    const common = ['./http-handler.js', './platform/db/client.js', './platform/files/client.js', './platform/mail/client.js', ...entityFiles];
    const contents = common.map((file) => `export * from '${file}';`).join('\n');
    const result = await build({
      ...cdkEsbuildOptions(),
      stdin: { contents, resolveDir: functionsSrc, loader: 'ts', sourcefile: 'common.ts' },
      write: false,
      outfile: 'common.mjs',
      metafile: true,
    });
    const included = Object.entries(result.metafile.outputs['common.mjs']!.inputs)
      .filter(([, info]) => info.bytesInOutput > 0)
      .map(([file]) => file);
    expect(included).toContain('functions/src/platform/lib/tracing.ts');
    expect(included.filter((file) => /@aws-lambda-powertools\/(metrics|tracer)|aws-xray-sdk|lib\/metrics\.ts/.test(file))).toEqual([]);
  });

  it('a handler carries its own route of its group, not the group’s other routes', async () => {
    // Each route and top-level schema is a `/* @__PURE__ */ onFirstUse(…)` export, and a handler imports its route by name,
    // so esbuild drops the rest of the group's module (an import of the group object would keep all of it).
    const result = await build({
      ...cdkEsbuildOptions(),
      entryPoints: [path.join(functionsSrc, 'features/network/http/get-network-stats.ts')],
      write: false,
      outfile: 'stats.mjs',
    });
    const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.text;
    expect(code.includes('/api/network/stats')).toBe(true);
    expect(['/api/network/graph', '/api/network/travel-plans', '/api/network/intro-requests'].filter((other) => code.includes(other))).toEqual([]);
  });

  it('marks every top-level schema and route of shared/ as pure, so an unused one drops out of a bundle', () => {
    const unmarked = ['shared/src/env.ts', ...routeModules].flatMap((file) =>
      fs
        .readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .filter((line) => /^export const \w+ = onFirstUse\(|^const \w+ = onFirstUse\(/.test(line))
        .map((line) => `${file}: ${line}`),
    );
    expect(unmarked).toEqual([]);
  });
});
