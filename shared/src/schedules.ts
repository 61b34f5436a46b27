/**
 * Scheduled functions, like the route table: infra builds one EventBridge
 * Scheduler schedule and Lambda per entry, the local runtime runs the same
 * handler on an interval (and `npm run job -- <name>` once). An entry is
 * added together with its real handler, never before. (Not the job board:
 * that is `api/jobs-board.ts`.)
 */
export interface ScheduleDef {
  /** EventBridge Scheduler expression, e.g. `rate(1 hour)` or `cron(0 6 * * ? *)`. */
  schedule: string;
  /** Handler module relative to functions/, exporting `handler`. */
  handlerFile: `src/schedules/${string}.ts`;
  /** Whether the run writes to the table (read-only schedules get read-only access). */
  access: 'read' | 'write';
  summary: string;
}

export const schedules = {
  /** Network graph (issue 13): every member's smart nudges, tie strengths and interest profile. */
  'smart-nudges': {
    schedule: 'rate(1 hour)',
    handlerFile: 'src/schedules/smart-nudges.ts',
    access: 'write',
    summary: 'Writes smart nudges (travel overlaps, shared interests, introductions, events, trade matches) and refreshes tie strengths',
  },
} as const satisfies Record<string, ScheduleDef>;

export type ScheduleName = keyof typeof schedules;
