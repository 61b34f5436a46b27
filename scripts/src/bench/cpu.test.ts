import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cpuMeter, cpuMs } from './cpu.js';

/** Spins until the process has used `ms` more of CPU time (not wall time: the machine may be busy). */
function spin(ms: number) {
  const start = process.cpuUsage();
  while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < ms);
}

describe('cpu meter', () => {
  it('adds the CPU time each process used during the work, and leaves out one it cannot read', async () => {
    // A process that works when told, as DynamoDB Local or the server process works during a load.
    const child = spawn(process.execPath, ['-e', `${spin.toString()}; process.stdin.once('data', () => { spin(200); process.stdout.write('done'); });`]);
    try {
      const meter = cpuMeter({ bench: process.pid, child: child.pid, ended: 2 ** 22 + 7 });
      const into: Record<string, number> = {};
      const value = await meter.during(async () => {
        spin(100);
        child.stdin.write('go');
        await once(child.stdout, 'data');
        return 'worked';
      }, into);

      expect(value).toBe('worked');
      expect(into.bench).toBeGreaterThanOrEqual(100);
      expect(into.child).toBeGreaterThanOrEqual(190); // /proc counts in 10 ms ticks
      expect(into).not.toHaveProperty('ended');
    } finally {
      child.kill();
    }
  });

  it('reads nothing for an unknown process', () => {
    expect(cpuMs(undefined)).toBeUndefined();
    expect(cpuMs(2 ** 22 + 7)).toBeUndefined();
    expect(cpuMs(process.pid)).toBeGreaterThan(0);
  });
});
