import type { JobParsed, Same } from '@club/shared';
import { describe, expectTypeOf, it } from 'vitest';
import type { JobItem } from './job.js';

/** The definition with one more field, as adding it to shared's `jobFieldDefs` makes it. */
type WithBonus = JobParsed & { bonus?: string };
type StoredFields = Pick<JobItem, keyof JobParsed>;

describe('the job entity follows the shared definition (checked by `tsc -p tsconfig.node.json`)', () => {
  it('stores every field of the definition with its type', () => {
    expectTypeOf<Same<StoredFields, JobParsed>>().toEqualTypeOf<true>();
  });

  it('fails the check when the definition has a field the entity lacks', () => {
    expectTypeOf<Same<StoredFields, WithBonus>>().toEqualTypeOf<false>();
  });
});
