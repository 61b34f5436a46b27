import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coldCall, pairedColdRequests } from './cold-request.js';
import { tempDir } from './lambda.js';

/**
 * A module that takes `importMs` to load and `callMs` to answer, both of CPU and of the clock (a sleep would let the
 * clock run without the process working; CPU alone can pass faster than the clock, as the process's other threads
 * add theirs).
 */
const slowModule = (importMs: number, callMs: number) => `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const busy = (ms) => { const cpuEnd = cpu() + ms; const clockEnd = performance.now() + ms; while (cpu() < cpuEnd || performance.now() < clockEnd); };
busy(${importMs});
export const handler = async (event) => { busy(${callMs}); return { statusCode: event.status }; };
`;

describe('bench: cold request', () => {
  const dir = tempDir('bench-cold-test-');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  it('splits a fresh process’s time into the import and the first call, and passes the answer’s status', async () => {
    const file = write('slow.mjs', slowModule(60, 30));
    const call = await coldCall(file, { status: 201 }, { ...process.env }, dir);
    expect(call.status).toBe(201);
    expect(call.importMs).toBeGreaterThanOrEqual(60);
    expect(call.ms - call.importMs).toBeGreaterThanOrEqual(30);
    expect(call.importCpuMs).toBeGreaterThanOrEqual(60);
    expect(call.cpuMs - call.importCpuMs).toBeGreaterThanOrEqual(30);
  });

  it('reports each side’s import and first call, and which side is slower where', async () => {
    const bundle = write('bundle.mjs', slowModule(20, 150));
    const floor = write('floor.mjs', slowModule(20, 10));
    const quick = write('quick.mjs', slowModule(20, 10));
    const [result, even] = await pairedColdRequests(
      [
        { bundle: { file: bundle, event: { status: 200 } }, floor: { file: floor, event: { status: 200 } } },
        { bundle: { file: quick, event: { status: 204 } }, floor: { file: floor, event: { status: 200 } } },
      ],
      3,
      { ...process.env },
      dir,
    );
    if (!result || !even) throw new Error('one result per pair');
    expect(result.statuses).toEqual([200]);
    // Rounds interleave the pairs: each keeps its own calls and statuses.
    expect(even.statuses).toEqual([204]);
    expect(even.bundle.firstCallMs).toBeLessThan(result.bundle.firstCallMs);
    expect(result.bundle.firstCallMs).toBeGreaterThanOrEqual(150);
    expect(result.floor.firstCallMs).toBeGreaterThanOrEqual(10);
    expect(result.bundle.firstCallMs).toBeGreaterThan(result.floor.firstCallMs);
    expect(result.bundle.importMs).toBeGreaterThanOrEqual(20);
    expect(result.bundle.ms).toBe(result.bundleMs);
    expect(result.ratio).toBeGreaterThan(1);
    expect(result.cpuRatio).toBeGreaterThan(1);
    expect(result.bundle.cpuMs).toBeGreaterThan(result.floor.cpuMs);
  });

  it('names the bundle when its process fails', async () => {
    const file = write('broken.mjs', 'throw new Error("top-level failure");');
    await expect(coldCall(file, {}, { ...process.env }, dir)).rejects.toThrow(/broken\.mjs failed: .*top-level failure/s);
  });
});
