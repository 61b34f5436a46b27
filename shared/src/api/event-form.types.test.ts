import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from '../zod.js';
import type { Same } from '../types.js';
import { eventAnswerFields, eventBody, type EventParsed } from './event-form.js';
import { eventSchema, type ClubEvent } from './events.js';

/** The definition with one more field, as adding it to input only (no answer) would make it. */
const withRoom = z.extend(z.object(eventBody.shape), { roomNumber: z.optional(z.string()) });
type Answered = z.output<z.ZodMiniObject<typeof eventAnswerFields>>;

describe('an event’s fields are defined once (checked by `tsc -p shared`)', () => {
  it('answers exactly the fields it takes, with the same types', () => {
    expectTypeOf<Same<EventParsed, Answered>>().toEqualTypeOf<true>();
    expectTypeOf<Same<z.output<typeof withRoom>, Answered>>().toEqualTypeOf<false>();
    expect(Object.keys(withRoom.shape)).toContain('roomNumber');
    expectTypeOf<Pick<ClubEvent, keyof EventParsed>>().toEqualTypeOf<EventParsed>();
  });

  it('lists each field once for the body and the answer', () => {
    expect(Object.keys(eventAnswerFields)).toEqual(Object.keys(eventBody.shape));
    expect(Object.keys(eventSchema.shape)).toEqual(expect.arrayContaining(Object.keys(eventBody.shape)));
  });
});
