import { createJob as route } from '@club/shared/api/jobs';
import { createJob } from '../job-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/jobs: an executive position for one of the caller's companies. */
export const handler = httpHandler(route, async ({ body, member }) => reply.created(await createJob(member, body)));
