import { travelPlanBody, type TravelPlanFields } from '@club/shared';
import * as z from '@club/shared/zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { emptyPlanForm, type PlanFormValues } from './add-plan-dialog';

/** The definition with one more field, as adding it to shared's `travelPlanFieldDefs` makes it. */
const withHotel = z.extend(z.object(travelPlanBody.shape), { hotel: z.optional(z.string()) });
type WithHotel = z.output<typeof withHotel>;

describe('the travel plan form’s values follow the shared definition (checked by `tsc -p web`)', () => {
  it('holds every field of the definition', () => {
    expectTypeOf<keyof PlanFormValues>().toEqualTypeOf<keyof TravelPlanFields>();
    expectTypeOf<PlanFormValues<WithHotel>['hotel']>().toEqualTypeOf<string>();
    expect(Object.keys(emptyPlanForm()).sort()).toEqual(Object.keys(travelPlanBody.shape).sort());
    expect(Object.keys(withHotel.shape)).toContain('hotel');
  });

  it('fails to compile when the definition has a field the form values lack', () => {
    // @ts-expect-error the defaults have no hotel: a field added to the definition must be added to the form
    const values: PlanFormValues<WithHotel> = emptyPlanForm();
    expect(Object.keys(values)).not.toContain('hotel');
  });
});
