import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { EVENT_HANDLER_FILES, MIGRATE_HANDLER_FILE, handlerAssets, handlerFiles } from '@club/functions/handlers';
import { schedules } from '@club/shared';
import { LAMBDA_BUNDLING as CLUB_BUNDLING } from '@club/shared/lambda-bundling';
import { repoRoot } from '../lib/paths.js';
import { median } from './stats.js';

/**
 * esbuild options equal to what CDK's NodejsFunction runs for every Lambda,
 * read from the settings infra gives the construct (shared/src/lambda-bundling.ts),
 * so the bench and the deployed bundles cannot drift apart.
 */
export const cdkEsbuildOptions = (): BuildOptions => ({
  bundle: true,
  platform: 'node',
  target: CLUB_BUNDLING.target,
  format: CLUB_BUNDLING.format === 'esm' ? 'esm' : 'cjs',
  minify: CLUB_BUNDLING.minify,
  sourcemap: CLUB_BUNDLING.sourceMap,
  sourcesContent: CLUB_BUNDLING.sourcesContent,
  external: [...CLUB_BUNDLING.externalModules],
  mainFields: [...CLUB_BUNDLING.mainFields],
  banner: { js: CLUB_BUNDLING.banner },
  define: { ...CLUB_BUNDLING.define },
  absWorkingDir: repoRoot,
  logLevel: 'silent',
});

export interface Bundle {
  /** Route id, `schedule:<name>`, or `floor`. */
  id: string;
  entry: string;
  /** Data files (relative to functions/) copied next to index.mjs, as infra does (`handlerAssets`). */
  assets?: readonly string[];
  /** The bundle file (index.mjs), as CDK writes it. */
  file?: string;
  bytes?: number;
  error?: string;
}

/** The floor's entry: DynamoDB client + document client + one GetItem. */
export const floorEntry = path.join(import.meta.dirname, 'floor', 'bare-sdk.ts');
/** The cold-request floor's entry: a bare client replaying a route's DynamoDB calls. */
export const replayFloorEntry = path.join(import.meta.dirname, 'floor', 'bare-sdk-replay.ts');

type Entry = Pick<Bundle, 'id' | 'entry' | 'assets'>;

/** Every Lambda the product deploys: each route of the handler manifest (with its data files), each scheduled function, the deploy's migrate function, the mail functions and the search stream consumer. */
export function lambdaEntries(): Entry[] {
  const functionsDir = path.join(repoRoot, 'functions');
  return [
    ...Object.entries(handlerFiles).map(([id, file]) => ({
      id,
      entry: path.join(functionsDir, file),
      assets: handlerAssets[id as keyof typeof handlerAssets],
    })),
    ...Object.entries(schedules).map(([name, def]) => ({ id: `schedule:${name}`, entry: path.join(functionsDir, def.handlerFile) })),
    { id: 'job:migrate', entry: path.join(functionsDir, MIGRATE_HANDLER_FILE) },
    ...Object.entries(EVENT_HANDLER_FILES).map(([name, file]) => ({ id: `job:${name}`, entry: path.join(functionsDir, file) })),
  ];
}

const outName = (id: string) => id.replace(/[^\w-]/g, '_');

/**
 * Bundles each entry like CDK into `outDir/<id>/index.mjs`: esbuild runs with
 * many entry points each and no code splitting, so each output is the same
 * self-contained bundle a lone build makes, while shared modules are parsed
 * once per batch. When a batch fails, each of its entries is built alone to
 * name the broken one.
 */
export async function bundleAll(entries: Entry[], outDir: string): Promise<Bundle[]> {
  // Batches bound esbuild's memory (one run over every entry holds all their outputs at once).
  const bundles: Bundle[] = [];
  for (let i = 0; i < entries.length; i += BATCH) bundles.push(...(await bundleBatch(entries.slice(i, i + BATCH), outDir)));
  for (const bundle of bundles) copyAssets(bundle);
  return bundles;
}

/** Each data file next to the bundle (same folder, same name), as infra's ClubFunction copies it: the bundle then runs as deployed. */
function copyAssets(bundle: Bundle): void {
  if (!bundle.file) return;
  for (const file of bundle.assets ?? []) fs.copyFileSync(path.join(repoRoot, 'functions', file), path.join(path.dirname(bundle.file), path.basename(file)));
}

const BATCH = 16;

async function bundleBatch(entries: Entry[], outDir: string): Promise<Bundle[]> {
  const options = cdkEsbuildOptions();
  const fileOf = (id: string) => path.join(outDir, outName(id), 'index.mjs');
  try {
    await build({
      ...options,
      entryPoints: Object.fromEntries(entries.map(({ id, entry }) => [`${outName(id)}/index`, entry])),
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
    });
    return entries.map(({ id, entry, assets }) => ({ id, entry, assets, file: fileOf(id), bytes: fs.statSync(fileOf(id)).size }));
  } catch {
    const bundles: Bundle[] = [];
    for (const { id, entry, assets } of entries) {
      try {
        await build({ ...options, entryPoints: [entry], outfile: fileOf(id) });
        bundles.push({ id, entry, assets, file: fileOf(id), bytes: fs.statSync(fileOf(id)).size });
      } catch (error) {
        bundles.push({ id, entry, assets, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }
    return bundles;
  }
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Node's flags in Lambda: none (the construct sets no NODE_OPTIONS; see functions/src/platform/lib/source-stack.ts). */
const NODE_FLAGS: string[] = [];
const IMPORT_TIMER =
  'const t = performance.now(); await import(process.env.BENCH_MODULE); process.stdout.write(String(performance.now() - t)); process.exit(0);';

/** Milliseconds a fresh Node process spends importing (initialising) a bundle. */
export function coldInitMs(file: string, env: NodeJS.ProcessEnv): number {
  const result = spawnSync(process.execPath, [...NODE_FLAGS, '--input-type=module', '-e', IMPORT_TIMER], {
    env: { ...env, BENCH_MODULE: `file://${file}`, NODE_OPTIONS: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const ms = Number(result.stdout);
  if (result.status !== 0 || !Number.isFinite(ms)) throw new Error(`cold init of ${file} failed: ${result.stderr.slice(0, 300)}`);
  return ms;
}

/**
 * Paired cold inits: each round starts the floor and the bundle in fresh
 * processes, alternating which goes first; the ratio is the median of the
 * per-round ratios (noise on a shared machine hits both of a pair alike).
 */
export function pairedColdInit(file: string, floorFile: string, rounds: number, env: NodeJS.ProcessEnv) {
  const ratios: number[] = [];
  const bundleMs: number[] = [];
  const floorMs: number[] = [];
  coldInitMs(floorFile, env); // warm the OS file cache for both
  coldInitMs(file, env);
  for (let round = 0; round < rounds; round++) {
    let b: number;
    let f: number;
    if (round % 2 === 0) {
      f = coldInitMs(floorFile, env);
      b = coldInitMs(file, env);
    } else {
      b = coldInitMs(file, env);
      f = coldInitMs(floorFile, env);
    }
    bundleMs.push(b);
    floorMs.push(f);
    ratios.push(b / f);
  }
  return { ratio: median(ratios), bundleMs: median(bundleMs), floorMs: median(floorMs) };
}
