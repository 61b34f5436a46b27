import { jobRoutes, type JobParsed } from '@club/shared';
import * as z from '@club/shared/zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { emptyJobForm, type JobFormValues } from './post-job-dialog';

/** The definition with one more field, as adding it to shared's `jobFieldDefs` makes it. */
const withBonus = z.extend(z.object(jobRoutes.createJob.body.shape), { bonus: z.optional(z.string()) });
type WithBonus = z.output<typeof withBonus>;

describe('the job form’s values follow the shared definition (checked by `tsc -p web`)', () => {
  it('holds every field of the definition', () => {
    expectTypeOf<keyof JobFormValues>().toEqualTypeOf<keyof JobParsed>();
    expectTypeOf<JobFormValues<WithBonus>['bonus']>().toEqualTypeOf<string>();
    expect(Object.keys(emptyJobForm()).sort()).toEqual(Object.keys(jobRoutes.createJob.body.shape).sort());
    expect(Object.keys(withBonus.shape)).toContain('bonus');
  });

  it('fails to compile when the definition has a field the form values lack', () => {
    // @ts-expect-error the defaults have no bonus: a field added to the definition must be added to the form
    const values: JobFormValues<WithBonus> = emptyJobForm();
    expect(Object.keys(values)).not.toContain('bonus');
  });
});
