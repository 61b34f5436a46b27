import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { WireCommand } from './dynamo.js';
import { median } from './stats.js';

/**
 * A fresh Node process that imports a bundle and serves one call with it:
 * the time from before the import to the handler's answer, and the import's
 * share of it. The event comes in a file (an API Gateway event, or the
 * floor's rounds of commands).
 */
const COLD_CALL = [
  'const t = performance.now();',
  'const c = process.cpuUsage();',
  'const cpuMs = () => { const u = process.cpuUsage(c); return (u.user + u.system) / 1000; };',
  'const { handler } = await import(process.env.BENCH_MODULE);',
  'const importMs = performance.now() - t;',
  'const importCpuMs = cpuMs();',
  // A context as Lambda passes one: the handler takes its retry deadline from it.
  "const context = { awsRequestId: 'bench', getRemainingTimeInMillis: () => 10_000 };",
  "const answer = await handler(JSON.parse((await import('node:fs')).readFileSync(process.env.BENCH_EVENT, 'utf8')), context);",
  'const ms = performance.now() - t;',
  'const allCpuMs = cpuMs();',
  "process.stdout.write(JSON.stringify({ ms, importMs, cpuMs: allCpuMs, importCpuMs, status: answer && typeof answer === 'object' && 'statusCode' in answer ? answer.statusCode : 200 }));",
  'process.exit(0);',
].join(' ');

export interface ColdCall {
  /** From before the import to the answer. */
  ms: number;
  /** The import alone (module load and top-level code); the rest is the first call. */
  importMs: number;
  /** CPU time (user + system, every thread of the process) from before the import to the answer: what the code costs, apart from waits and a busy machine's queueing. */
  cpuMs: number;
  /** The import's CPU time. */
  importCpuMs: number;
  status: number;
}

/**
 * One cold call of `file`'s handler with `event`, in a fresh process with
 * `env` (the table and DynamoDB endpoint). Asynchronous, so a counting proxy
 * in this process keeps answering while the child runs.
 */
export async function coldCall(file: string, event: unknown, env: NodeJS.ProcessEnv, dir: string): Promise<ColdCall> {
  const eventFile = path.join(dir, `event-${process.hrtime.bigint()}.json`);
  fs.writeFileSync(eventFile, JSON.stringify(event));
  const result = await new Promise<{ ok: boolean; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [...profileFlags(file, env.BENCH_CPU_PROFILES), '--input-type=module', '-e', COLD_CALL],
      { env: { ...env, BENCH_MODULE: `file://${file}`, BENCH_EVENT: eventFile, NODE_OPTIONS: '' }, encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) => resolve({ ok: !error, stdout, stderr }),
    );
  });
  fs.rmSync(eventFile, { force: true });
  try {
    const answer = JSON.parse(result.stdout) as ColdCall;
    if (result.ok && Number.isFinite(answer.ms) && Number.isFinite(answer.importMs)) return answer;
  } catch {
    // reported below
  }
  throw new Error(`cold call of ${file} failed: ${result.stderr.slice(-600)}`);
}

/** With a folder (`npm run bench -- --cpu-profiles <dir>`), each cold call writes a V8 CPU profile there, named after its bundle's folder (the route id). */
const profileFlags = (file: string, dir: string | undefined) =>
  dir
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${dir}`,
        `--cpu-prof-name=${path.basename(path.dirname(file))}-${process.hrtime.bigint()}.cpuprofile`,
        '--cpu-prof-interval=100',
      ]
    : [];

/** The floor's event: the route's wire commands grouped by round, in order. */
export function replayEvent(commands: WireCommand[]) {
  const rounds = new Map<number, { operation: string; body: string }[]>();
  for (const { round, operation, body } of commands) rounds.set(round, [...(rounds.get(round) ?? []), { operation, body }]);
  return { rounds: [...rounds.entries()].sort(([a], [b]) => a - b).map(([, list]) => list) };
}

/** Medians of one side's cold calls, split into the import and the first call. */
export interface ColdSide {
  ms: number;
  importMs: number;
  firstCallMs: number;
  cpuMs: number;
  importCpuMs: number;
}

const side = (calls: ColdCall[]): ColdSide => ({
  ms: median(calls.map((c) => c.ms)),
  importMs: median(calls.map((c) => c.importMs)),
  firstCallMs: median(calls.map((c) => c.ms - c.importMs)),
  cpuMs: median(calls.map((c) => c.cpuMs)),
  importCpuMs: median(calls.map((c) => c.importCpuMs)),
});

export interface ColdPair {
  bundle: { file: string; event: unknown };
  floor: { file: string; event: unknown };
}

/**
 * Paired cold requests: each round serves each route's first call in a fresh
 * process and replays the same DynamoDB calls from the floor bundle in
 * another, alternating which goes first; a route's ratio is the median of its
 * per-round ratios. Rounds go over every pair in turn (round 1 of each, then
 * round 2 of each…), so a slow minute of a shared machine falls on every row
 * a little instead of on a few rows wholly. Each side is also reported split
 * into its import and its first call, so the report shows where a ratio comes from.
 */
export async function pairedColdRequests(pairs: ColdPair[], rounds: number, env: NodeJS.ProcessEnv, dir: string) {
  const runs = pairs.map(() => ({
    ratios: [] as number[],
    cpuRatios: [] as number[],
    bundleCalls: [] as ColdCall[],
    floorCalls: [] as ColdCall[],
    statuses: new Set<number>(),
  }));
  // Warm the OS file cache: each file once (every pair shares the floor's).
  const warmed = new Set<string>();
  for (const side of pairs.flatMap(({ floor, bundle }) => [floor, bundle])) {
    if (warmed.has(side.file)) continue;
    warmed.add(side.file);
    await coldCall(side.file, side.event, env, dir);
  }
  for (let round = 0; round < rounds; round++) {
    for (const [i, { bundle, floor }] of pairs.entries()) {
      const run = runs[i]!;
      const runFloor = () => coldCall(floor.file, floor.event, env, dir);
      const runBundle = async () => {
        const call = await coldCall(bundle.file, bundle.event, env, dir);
        run.statuses.add(call.status);
        return call;
      };
      let f: ColdCall;
      let b: ColdCall;
      if (round % 2 === 0) {
        f = await runFloor();
        b = await runBundle();
      } else {
        b = await runBundle();
        f = await runFloor();
      }
      run.bundleCalls.push(b);
      run.floorCalls.push(f);
      run.ratios.push(b.ms / f.ms);
      run.cpuRatios.push(b.cpuMs / f.cpuMs);
    }
  }
  return runs.map((run) => {
    const bundleSide = side(run.bundleCalls);
    const floorSide = side(run.floorCalls);
    return {
      ratio: median(run.ratios),
      cpuRatio: median(run.cpuRatios),
      bundleMs: bundleSide.ms,
      floorMs: floorSide.ms,
      bundle: bundleSide,
      floor: floorSide,
      statuses: [...run.statuses],
    };
  });
}
