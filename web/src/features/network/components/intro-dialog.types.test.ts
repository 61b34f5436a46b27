import { introRequestBody, type IntroRequestFields } from '@club/shared';
import * as z from '@club/shared/zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { emptyIntroForm, type IntroFormValues } from './intro-dialog';

/** The definition with one more field, as adding it to shared's `introRequestFieldDefs` makes it (the body's status is no field). */
const withAgenda = z.extend(z.omit(introRequestBody, { status: true }), { agenda: z.optional(z.string()) });
type WithAgenda = z.output<typeof withAgenda>;
/** Given by the card the dialog opens from, not typed. */
const KEPT = ['targetUserId', 'introducerId'];

describe('the intro dialog’s values follow the shared definition (checked by `tsc -p web`)', () => {
  it('holds every field of the definition but the two members the card gives', () => {
    expectTypeOf<keyof IntroFormValues>().toEqualTypeOf<Exclude<keyof IntroRequestFields, 'targetUserId' | 'introducerId'>>();
    expectTypeOf<IntroFormValues<WithAgenda>['agenda']>().toEqualTypeOf<string>();
    expectTypeOf<Omit<IntroFormValues<WithAgenda>, 'agenda'>>().toEqualTypeOf<IntroFormValues>();
    const fields = Object.keys(introRequestBody.shape).filter((name) => !KEPT.includes(name) && name !== 'status');
    expect(Object.keys(emptyIntroForm()).sort()).toEqual(fields.sort());
    expect(Object.keys(withAgenda.shape)).toContain('agenda');
  });

  it('fails to compile when the definition has a field the form values lack', () => {
    // @ts-expect-error the defaults have no agenda: a field added to the definition must be added to the form
    const values: IntroFormValues<WithAgenda> = emptyIntroForm();
    expect(Object.keys(values)).not.toContain('agenda');
  });
});
