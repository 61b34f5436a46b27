import { randomUUID } from 'node:crypto';
import type { Member, PitchSlot } from '@club/shared';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import type { PitchSlotItem } from './entities/pitch-slot.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { investorData } from './data.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { NO_PROFILE, defined, findProfile, putAll } from './records.js';
import { byCodeUnits } from '../../platform/lib/text-order.js';
import { SLOT_NOT_FOUND, findSlot, toPitchSlot } from './pitch-slots.js';

// Apart from pitch-slots.ts, so the route that lists pitch slots bundles none of the write builders.

export const SLOT_BOOKED = 'This pitch slot is booked; it cannot be withdrawn';

export interface PitchSlotInput {
  startTime: string;
  endTime: string;
  timeZone: string;
  location?: string | undefined;
  notes?: string | undefined;
}

/** POST /api/investor-profile/pitch-slots: the caller offers slots (an investor profile is needed). */
export async function createPitchSlots(member: Member, slots: PitchSlotInput[]): Promise<PitchSlot[]> {
  if (!(await findProfile(member.id))) throw new ConflictError(NO_PROFILE);
  const now = new Date().toISOString();
  const items: PitchSlotItem[] = slots
    .map((slot) => defined({ ...slot, id: randomUUID(), investorId: member.id, isBooked: false, createdAt: now, updatedAt: now }))
    .sort((a, b) => byCodeUnits(a.startTime, b.startTime));
  await putAll(investorData().pitchSlots, items);
  return items.map((item) => toPitchSlot(item, member.id));
}

/** DELETE /api/investor-profile/pitch-slots/{id}: the investor withdraws a slot nobody booked (conditioned on it). */
export async function deletePitchSlot(member: Member, slotId: string): Promise<PitchSlot> {
  const slot = await findSlot(slotId);
  if (!slot || slot.investorId !== member.id) throw new NotFoundError(SLOT_NOT_FOUND);
  if (slot.isBooked) throw new ConflictError(SLOT_BOOKED);
  try {
    await investorData()
      .pitchSlots.build(DeleteItemCommand)
      .key({ investorId: slot.investorId, startTime: slot.startTime, id: slot.id })
      .options({ condition: { attr: 'isBooked', eq: false } })
      .send();
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError(SLOT_BOOKED);
    throw error;
  }
  return toPitchSlot(slot, member.id);
}
