import type { Job } from '@club/shared';
import { ALL_JOBS } from './entities/job.js';
import { queryPage } from '../../platform/db/pages.js';
import { readItem } from '../../platform/db/item-reader.js';
import { jobData } from './data.js';
import { withCompanies } from './jobs.js';

/** The stored entity whose writes change the search's jobs index. */
export const JOB_SEARCH_ENTITY = 'job';

/** Stored jobs (stream images, unmarshalled) as the job board answers them; a job whose company is gone is left out. */
export const jobSearchEntries = (stored: Record<string, unknown>[]): Promise<Job[]> => withCompanies(stored.map((item) => readItem(jobData().jobs, item)));

/** The job a deleted item was, from its keys (`JOB#<id>` / `JOB`). */
export const removedJobId = (keys: { pk?: unknown; sk?: unknown }): string | undefined =>
  keys.sk === 'JOB' && typeof keys.pk === 'string' ? keys.pk.slice('JOB#'.length) : undefined;

/** Every job, a page at a time (the full build: a job, never a request). */
export async function* jobSearchPages(pageSize = 200): AsyncGenerator<Job[]> {
  let cursor: string | undefined;
  do {
    const page = await queryPage(jobData().jobs, ALL_JOBS, { limit: pageSize, ...(cursor ? { cursor } : {}) });
    yield await withCompanies(page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
}
