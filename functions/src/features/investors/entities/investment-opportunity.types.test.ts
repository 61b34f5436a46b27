import type { OpportunityFields, Same } from '@club/shared';
import { describe, expectTypeOf, it } from 'vitest';
import type { OpportunityItem } from './investment-opportunity.js';

/** The definition with one more field, as adding it to shared's `opportunityFieldDefs` makes it. */
type WithRunway = OpportunityFields & { runwayMonths?: number };
type StoredFields = Pick<OpportunityItem, keyof OpportunityFields>;

describe('the opportunity entity follows the shared definition (checked by `tsc -p tsconfig.node.json`)', () => {
  it('stores every field of the definition with its type', () => {
    expectTypeOf<Same<StoredFields, OpportunityFields>>().toEqualTypeOf<true>();
  });

  it('fails the check when the definition has a field the entity lacks', () => {
    expectTypeOf<Same<StoredFields, WithRunway>>().toEqualTypeOf<false>();
  });
});
