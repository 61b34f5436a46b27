import fs from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in these ticks (100 on every architecture Linux runs on). */
const TICK_MS = 10;

/** CPU time (user + system, ms) a process has used so far: from /proc for another process; undefined where there is no /proc or it has ended. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  if (pid === process.pid) {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** CPU time used by named processes between two readings. */
export function cpuMeter(processes: Record<string, number | undefined>) {
  const read = () => Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, cpuMs(pid)]));
  return {
    /** Runs `work` and adds each process's CPU time during it to `into` (processes without a reading are left out). */
    async during<T>(work: () => Promise<T>, into: Record<string, number>): Promise<T> {
      const before = read();
      const result = await work();
      const after = read();
      for (const [name, start] of Object.entries(before)) {
        const end = after[name];
        if (start !== undefined && end !== undefined) into[name] = (into[name] ?? 0) + end - start;
      }
      return result;
    },
  };
}

export type CpuMeter = ReturnType<typeof cpuMeter>;
