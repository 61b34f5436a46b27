/**
 * Scheduled jobs, like the route table: infra builds one EventBridge Scheduler
 * schedule per entry, the local runtime runs the same handler on an interval.
 * Empty until the network-graph work brings the smart-nudge generator; an
 * entry is added together with its real handler, never before.
 */
export interface JobDef {
  /** EventBridge Scheduler expression, e.g. `rate(1 hour)` or `cron(0 6 * * ? *)`. */
  schedule: string;
  /** Handler module relative to functions/, exporting `handler`. */
  handlerFile: `src/jobs/${string}.ts`;
  /** Whether the job writes to the table (read-only jobs get read-only access). */
  access: 'read' | 'write';
  summary: string;
}

export const jobs: Record<string, JobDef> = {};
