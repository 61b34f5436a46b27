import type { DealDetails, DealFigures, Same } from '@club/shared';
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

describe('the deal entity stores the private details as shared defines them', () => {
  type StoredDetails = Pick<DealItem, keyof DealDetails>;
  it('stores every detail with its type, and a detail added to the definition fails the check', () => {
    expectTypeOf<Same<StoredDetails, DealDetails>>().toEqualTypeOf<true>();
    expectTypeOf<Same<StoredDetails, DealDetails & { burnRate?: string }>>().toEqualTypeOf<false>();
  });
});
