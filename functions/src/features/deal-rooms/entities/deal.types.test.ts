import type { DealFigures, Same } from '@club/shared';
import { describe, expectTypeOf, it } from 'vitest';
import type { DealItem } from './deal.js';

type StoredFigures = Pick<DealItem, keyof DealFigures>;

describe('the deal entity stores its opportunity’s figures as shared defines them (checked by `tsc -p tsconfig.node.json`)', () => {
  it('stores every figure with its type', () => {
    expectTypeOf<Same<StoredFigures, DealFigures>>().toEqualTypeOf<true>();
  });

  it('fails the check when the figures gain a field the entity lacks', () => {
    expectTypeOf<Same<StoredFigures, DealFigures & { runwayMonths?: number }>>().toEqualTypeOf<false>();
  });
});
