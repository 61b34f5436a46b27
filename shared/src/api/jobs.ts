import * as z from '../zod.js';
import { JOB_LEVELS, REMOTE_OPTIONS } from '../jobs/constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { defineRoute } from './route.js';
import { lineText, singleLine } from './text.js';

const required = (field: string) => z.string().check(z.trim(), z.minLength(1, `${field} is required`));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const jobLevelSchema = z.enum(JOB_LEVELS);
export const remoteOptionSchema = z.enum(REMOTE_OPTIONS);

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: jobLevelSchema,
  location: z.optional(z.string()),
  salaryBand: z.optional(z.string()),
  description: z.string(),
  requirements: z.optional(z.string()),
  benefits: z.optional(z.string()),
  applyEmail: z.string(),
  relocationAssistance: z.boolean(),
  remoteOptions: remoteOptionSchema,
  companyId: z.string(),
  createdAt: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
});
export type Job = z.infer<typeof jobSchema>;

export const createJobBody = z.object({
  title: required('Title').check(z.maxLength(200), singleLine('Title')),
  level: z._default(jobLevelSchema, 'CXO'),
  location: z.optional(lineText('Location', 120)),
  salaryBand: z.optional(lineText('Salary band', 60)),
  description: required('Description').check(z.maxLength(10_000)),
  requirements: optionalText(5_000),
  benefits: optionalText(5_000),
  applyEmail: z.string().check(z.trim(), z.email('Apply e-mail must be an e-mail address')),
  relocationAssistance: z._default(z.boolean(), false),
  remoteOptions: z._default(remoteOptionSchema, 'onsite'),
  companyId: idSchema('Company'),
});

/** A job the member applied to (Apply opens a mailto: and records it here). */
export const applicationSchema = z.object({
  jobId: z.string(),
  appliedAt: z.string(),
  job: z.optional(jobSchema),
});
export type Application = z.infer<typeof applicationSchema>;

export const jobRoutes = {
  listJobs: defineRoute({
    method: 'GET',
    path: '/api/jobs',
    access: 'read',
    auth: 'session',
    query: z.object({ level: z.optional(jobLevelSchema), mine: z.optional(z.enum(['true', 'false'])), ...pageQuery }),
    response: z.array(jobSchema),
    summary: 'Executive jobs newest first, by level, or the caller’s own',
  }),
  createJob: defineRoute({
    method: 'POST',
    path: '/api/jobs',
    access: 'write',
    auth: 'session',
    body: createJobBody,
    response: jobSchema,
    summary: 'Post an executive position for one of the caller’s companies',
  }),
  applyToJob: defineRoute({
    method: 'POST',
    path: '/api/jobs/{jobId}/applications',
    access: 'write',
    auth: 'session',
    params: z.object({ jobId: idSchema('Job') }),
    response: applicationSchema,
    summary: 'Record that the caller applied to a job (once per member and job)',
  }),
  listMyApplications: defineRoute({
    method: 'GET',
    path: '/api/job-applications',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(applicationSchema),
    summary: 'Jobs the caller applied to, newest first',
  }),
} as const;
