import type { Same, TravelPlanFields } from '@club/shared';
import { describe, expectTypeOf, it } from 'vitest';
import type { TravelPlanItem } from './travel-plan.js';

/** The definition with one more field, as adding it to shared's `travelPlanFieldDefs` makes it. */
type WithHotel = TravelPlanFields & { hotel?: string };
type StoredFields = Pick<TravelPlanItem, keyof TravelPlanFields>;

describe('the travel plan entity follows the shared definition (checked by `tsc -p tsconfig.node.json`)', () => {
  it('stores every field of the definition with its type', () => {
    expectTypeOf<Same<StoredFields, TravelPlanFields>>().toEqualTypeOf<true>();
  });

  it('fails the check when the definition has a field the entity lacks', () => {
    expectTypeOf<Same<StoredFields, WithHotel>>().toEqualTypeOf<false>();
    // @ts-expect-error the entity has no hotel: a field added to the definition must be added to its attributes
    expectTypeOf<StoredFields>().toEqualTypeOf<WithHotel>();
  });
});
