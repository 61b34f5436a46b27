import { eventBody, type EventParsed } from '@club/shared';
import * as z from '@club/shared/zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { emptyEventForm, type EventForm, type EventFormValues } from './event-form';

/** The definition with one more field, as adding it to shared's `eventFieldDefs` makes it. */
const withRoom = z.extend(z.object(eventBody.shape), { roomNumber: z.optional(z.string()) });
type WithRoom = z.output<typeof withRoom>;

describe('the event form’s values follow the shared definition (checked by `tsc -p web`)', () => {
  it('holds every field of the definition but the kept ones', () => {
    expectTypeOf<keyof EventForm>().toEqualTypeOf<Exclude<keyof EventParsed, 'sponsors' | 'bannerImage' | 'isActive'>>();
    expectTypeOf<EventFormValues<WithRoom>['roomNumber']>().toEqualTypeOf<string>();
    expect(Object.keys(withRoom.shape)).toEqual([...Object.keys(eventBody.shape), 'roomNumber']);
  });

  it('fails to compile when the definition has a field the form values lack', () => {
    // @ts-expect-error the defaults have no roomNumber: a field added to the definition must be added to the form
    const values: EventFormValues<WithRoom> = emptyEventForm();
    expect(Object.keys(values)).not.toContain('roomNumber');
  });
});
