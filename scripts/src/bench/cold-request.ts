import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { WireCommand } from './dynamo.js';
import { median } from './stats.js';

/**
 * A fresh Node process that imports a bundle and serves one call with it:
 * the time from before the import to the handler's answer. The event comes
 * in a file (an API Gateway event, or the floor's rounds of commands).
 */
const COLD_CALL = [
  'const t = performance.now();',
  'const { handler } = await import(process.env.BENCH_MODULE);',
  // A context as Lambda passes one: the handler takes its retry deadline from it.
  "const context = { awsRequestId: 'bench', getRemainingTimeInMillis: () => 10_000 };",
  "const answer = await handler(JSON.parse((await import('node:fs')).readFileSync(process.env.BENCH_EVENT, 'utf8')), context);",
  'const ms = performance.now() - t;',
  "process.stdout.write(JSON.stringify({ ms, status: answer && typeof answer === 'object' && 'statusCode' in answer ? answer.statusCode : 200 }));",
  'process.exit(0);',
].join(' ');

export interface ColdCall {
  ms: number;
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
      ['--input-type=module', '-e', COLD_CALL],
      { env: { ...env, BENCH_MODULE: `file://${file}`, BENCH_EVENT: eventFile, NODE_OPTIONS: '' }, encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) => resolve({ ok: !error, stdout, stderr }),
    );
  });
  fs.rmSync(eventFile, { force: true });
  try {
    const answer = JSON.parse(result.stdout) as ColdCall;
    if (result.ok && Number.isFinite(answer.ms)) return answer;
  } catch {
    // reported below
  }
  throw new Error(`cold call of ${file} failed: ${result.stderr.slice(-600)}`);
}

/** The floor's event: the route's wire commands grouped by round, in order. */
export function replayEvent(commands: WireCommand[]) {
  const rounds = new Map<number, { operation: string; body: string }[]>();
  for (const { round, operation, body } of commands) rounds.set(round, [...(rounds.get(round) ?? []), { operation, body }]);
  return { rounds: [...rounds.entries()].sort(([a], [b]) => a - b).map(([, list]) => list) };
}

/**
 * Paired cold requests: each round serves the route's first call in a fresh
 * process and replays the same DynamoDB calls from the floor bundle in
 * another, alternating which goes first; the ratio is the median of the
 * per-round ratios.
 */
export async function pairedColdRequest(
  bundle: { file: string; event: unknown },
  floor: { file: string; event: unknown },
  rounds: number,
  env: NodeJS.ProcessEnv,
  dir: string,
) {
  const ratios: number[] = [];
  const bundleMs: number[] = [];
  const floorMs: number[] = [];
  const statuses = new Set<number>();
  await coldCall(floor.file, floor.event, env, dir); // warm the OS file cache for both
  await coldCall(bundle.file, bundle.event, env, dir);
  for (let round = 0; round < rounds; round++) {
    const first = round % 2 === 0 ? 'floor' : 'bundle';
    const runFloor = async () => (await coldCall(floor.file, floor.event, env, dir)).ms;
    const runBundle = async () => {
      const call = await coldCall(bundle.file, bundle.event, env, dir);
      statuses.add(call.status);
      return call.ms;
    };
    let f: number;
    let b: number;
    if (first === 'floor') {
      f = await runFloor();
      b = await runBundle();
    } else {
      b = await runBundle();
      f = await runFloor();
    }
    bundleMs.push(b);
    floorMs.push(f);
    ratios.push(b / f);
  }
  return { ratio: median(ratios), bundleMs: median(bundleMs), floorMs: median(floorMs), statuses: [...statuses] };
}
