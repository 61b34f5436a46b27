import * as z from '../zod.js';
import { JOB_LEVELS, REMOTE_OPTIONS } from '../jobs/constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { defineRoute } from './route.js';
import { lineText, singleLine } from './text.js';
import { fieldDef, sideOf, type FieldsAnswer, type FieldsInput } from './field-defs.js';
import type { Checked, Same } from '../types.js';
import { onFirstUse } from '../lazy.js';

const required = (field: string) => z.string().check(z.trim(), z.minLength(1, `${field} is required`));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const jobLevelSchema = /* @__PURE__ */ onFirstUse(() => z.enum(JOB_LEVELS));
export const remoteOptionSchema = /* @__PURE__ */ onFirstUse(() => z.enum(REMOTE_OPTIONS));

/**
 * A job's own fields, defined once: the post body (`createJobBody`), the
 * answer (`jobSchema` adds what the server derives), the stored entity's
 * attributes and the web form's values follow from this list.
 */
const jobFieldDefs = /* @__PURE__ */ onFirstUse(() => ({
  title: fieldDef(
    () => required('Title').check(z.maxLength(200), singleLine('Title')),
    () => z.string(),
  ),
  level: fieldDef(
    () => z._default(jobLevelSchema, 'CXO'),
    () => jobLevelSchema,
  ),
  location: fieldDef(
    () => z.optional(lineText('Location', 120)),
    () => z.optional(z.string()),
  ),
  salaryBand: fieldDef(
    () => z.optional(lineText('Salary band', 60)),
    () => z.optional(z.string()),
  ),
  description: fieldDef(
    () => required('Description').check(z.maxLength(10_000)),
    () => z.string(),
  ),
  requirements: fieldDef(
    () => optionalText(5_000),
    () => z.optional(z.string()),
  ),
  benefits: fieldDef(
    () => optionalText(5_000),
    () => z.optional(z.string()),
  ),
  applyEmail: fieldDef(
    () => z.string().check(z.trim(), z.email('Apply e-mail must be an e-mail address')),
    () => z.string(),
  ),
  relocationAssistance: fieldDef(
    () => z._default(z.boolean(), false),
    () => z.boolean(),
  ),
  remoteOptions: fieldDef(
    () => z._default(remoteOptionSchema, 'onsite'),
    () => remoteOptionSchema,
  ),
  companyId: fieldDef(
    () => idSchema('Company'),
    () => z.string(),
  ),
}));
/** A job's own fields after parsing (defaults applied): what is stored and answered. */
export type JobParsed = Checked<FieldsInput<typeof jobFieldDefs>, Same<FieldsInput<typeof jobFieldDefs>, FieldsAnswer<typeof jobFieldDefs>>>;

export const jobSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    ...sideOf(jobFieldDefs, 'answer'),
    createdAt: z.string(),
    company: z.object({ id: z.string(), name: z.string() }),
  }),
);
export type Job = z.infer<typeof jobSchema>;

export const createJobBody = /* @__PURE__ */ onFirstUse(() => z.object(sideOf(jobFieldDefs, 'input')));

/** A job the member applied to (Apply opens a mailto: and records it here). */
export const applicationSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    jobId: z.string(),
    appliedAt: z.string(),
    job: z.optional(jobSchema),
  }),
);
export type Application = z.infer<typeof applicationSchema>;

export const listJobs = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/jobs',
    access: 'read',
    auth: 'session',
    query: z.object({ level: z.optional(jobLevelSchema), mine: z.optional(z.enum(['true', 'false'])), ...pageQuery }),
    response: z.array(jobSchema),
    summary: 'Executive jobs newest first, by level, or the caller’s own',
  }),
);

export const createJob = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/jobs',
    access: 'write',
    auth: 'session',
    body: createJobBody,
    response: jobSchema,
    summary: 'Post an executive position for one of the caller’s companies',
  }),
);

export const applyToJob = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/jobs/{jobId}/applications',
    access: 'write',
    auth: 'session',
    params: z.object({ jobId: idSchema('Job') }),
    response: applicationSchema,
    summary: 'Record that the caller applied to a job (once per member and job)',
  }),
);

export const listMyApplications = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/job-applications',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(applicationSchema),
    summary: 'Jobs the caller applied to, newest first',
  }),
);

export const jobRoutes = {
  listJobs,
  createJob,
  applyToJob,
  listMyApplications,
} as const;
