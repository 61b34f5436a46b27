import { opportunitySchema, type OpportunityFields } from '@club/shared';
import * as z from '@club/shared/zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { emptyOpportunityForm, type OpportunityFormValues } from './opportunity-form';

/** The definition with one more field, as adding it to shared's `opportunityFieldDefs` makes it. */
type WithRunway = OpportunityFields & { runwayMonths?: number };

describe('the opportunity form’s values follow the shared definition (checked by `tsc -p web`)', () => {
  it('holds every field of the definition and the raised amount', () => {
    expectTypeOf<keyof OpportunityFormValues>().toEqualTypeOf<keyof OpportunityFields | 'raisedAmount'>();
    expectTypeOf<OpportunityFormValues<WithRunway>['runwayMonths']>().toEqualTypeOf<string>();
    const answered = Object.keys(z.omit(opportunitySchema, { id: true }).shape);
    expect(answered).toEqual(expect.arrayContaining(Object.keys(emptyOpportunityForm())));
  });

  it('fails to compile when the definition has a field the form values lack', () => {
    // @ts-expect-error the defaults have no runwayMonths: a field added to the definition must be added to the form
    const values: OpportunityFormValues<WithRunway> = emptyOpportunityForm();
    expect(Object.keys(values)).not.toContain('runwayMonths');
  });
});
