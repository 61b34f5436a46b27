import { randomUUID } from 'node:crypto';
import { pitchSlotSchema, type Member, type PitchSlot } from '@club/shared';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { pitchSlotById, pitchSlotsFrom, type PitchSlotItem } from './entities/pitch-slot.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { NO_PROFILE, defined, findProfile, putAll } from './records.js';
import { byCodeUnits } from '../../platform/lib/text-order.js';

export const SLOT_NOT_FOUND = 'Pitch slot not found';

export async function findSlot(slotId: string): Promise<PitchSlotItem | undefined> {
  const { items } = await queryPage(investorData().pitchSlots, pitchSlotById(slotId), { limit: 1 });
  return items[0];
}

export const SLOT_BOOKED = 'This pitch slot is booked; it cannot be withdrawn';

export interface PitchSlotInput {
  startTime: string;
  endTime: string;
  timeZone: string;
  location?: string | undefined;
  notes?: string | undefined;
}

/** A slot as a member sees it: who booked it, and for which match, only for its investor. */
export function toPitchSlot(item: PitchSlotItem, viewerId: string): PitchSlot {
  const { bookedBy, matchId, ...rest } = item;
  return pitchSlotSchema.parse(defined({ ...rest, ...(viewerId === item.investorId ? { bookedBy, matchId } : {}) }));
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

/** GET /api/investor-profiles/{investorId}/pitch-slots: upcoming slots soonest first, booked ones marked (one Query). */
export async function listPitchSlots(member: Member, investorId: string, { limit, cursor }: PageRequest): Promise<Page<PitchSlot>> {
  const now = new Date().toISOString();
  const page = await readPage(cursor, () => queryPage(investorData().pitchSlots, pitchSlotsFrom(investorId, now), { limit, cursor, ascending: true }));
  return { items: page.items.map((item) => toPitchSlot(item, member.id)), cursor: page.cursor };
}
