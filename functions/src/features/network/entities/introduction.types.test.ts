import type { IntroRequestFields, Same } from '@club/shared';
import { describe, expectTypeOf, it } from 'vitest';
import type { IntroductionItem } from './introduction.js';

/** The definition with one more field, as adding it to shared's `introRequestFieldDefs` makes it. */
type WithAgenda = IntroRequestFields & { agenda?: string };
type StoredFields = Pick<IntroductionItem, keyof IntroRequestFields>;

describe('the introduction entity follows the shared definition (checked by `tsc -p tsconfig.node.json`)', () => {
  it('stores every field of the definition with its type', () => {
    expectTypeOf<Same<StoredFields, IntroRequestFields>>().toEqualTypeOf<true>();
  });

  it('fails the check when the definition has a field the entity lacks', () => {
    expectTypeOf<Same<StoredFields, WithAgenda>>().toEqualTypeOf<false>();
    // @ts-expect-error the entity has no agenda: a field added to the definition must be added to its attributes
    expectTypeOf<StoredFields>().toEqualTypeOf<WithAgenda>();
  });
});
