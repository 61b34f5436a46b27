import { schedules, type ScheduleDef, type ScheduleName } from '@club/shared';

/** What a scheduled handler returns locally (logged). */
type ScheduleHandler = (event?: unknown, context?: { getRemainingTimeInMillis(): number }) => Promise<unknown>;

const UNITS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** The interval of an EventBridge Scheduler `rate(...)` expression; a `cron(...)` one runs hourly locally. */
export function intervalOf(expression: string): number {
  const match = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression.trim());
  return match ? Number(match[1]) * UNITS[match[2]!]! : UNITS.hour!;
}

/** Imports a schedule's handler module (functions/<handlerFile>, the file infra bundles). */
export async function loadSchedule(name: ScheduleName): Promise<ScheduleHandler> {
  const def: ScheduleDef = schedules[name];
  const module = (await import(`@club/functions/${def.handlerFile.replace(/^src\//, '').replace(/\.ts$/, '')}`)) as { handler: ScheduleHandler };
  return module.handler;
}

/** Runs a schedule once as Lambda would, with a 15-minute budget (it checkpoints before that). */
export async function runScheduleOnce(name: ScheduleName): Promise<unknown> {
  const handler = await loadSchedule(name);
  const deadline = Date.now() + 15 * 60_000;
  return handler({ source: 'local' }, { getRemainingTimeInMillis: () => deadline - Date.now() });
}

/**
 * `npm start` runs every schedule on start and then on its own interval,
 * the way EventBridge Scheduler invokes it in the cloud. A run never
 * overlaps the previous one of the same schedule; failures are logged.
 */
export function startLocalSchedules(options: { log?: (line: string) => void } = {}): { stop(): Promise<void> } {
  const log = options.log ?? ((line: string) => console.log(line));
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const name of Object.keys(schedules) as ScheduleName[]) {
    let busy = false;
    const run = () => {
      if (busy || stopped) return;
      busy = true;
      const started = Date.now();
      const job = runScheduleOnce(name)
        .then((result) => log(`Schedule ${name} ran in ${Date.now() - started} ms: ${JSON.stringify(result)}`))
        .catch((error: unknown) => log(`Schedule ${name} failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          busy = false;
          running.delete(job);
        });
      running.add(job);
    };
    run();
    const timer = setInterval(run, intervalOf(schedules[name].schedule));
    timer.unref();
    timers.push(timer);
  }
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
