import { randomUUID } from 'node:crypto';
import { pitchSlotSchema, type Member, type PitchSlot } from '@club/shared';
import type { PitchSlotItem } from '../../db/entities/pitch-slot.js';
import { isConditionFailed } from '../../db/errors.js';
import { investorData } from '../../db/services/investors.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { readPage, type Page, type PageRequest } from '../paging.js';
import { SLOT_NOT_FOUND, findSlot } from './meetings.js';
import { NO_PROFILE, defined, findProfile } from './records.js';

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
    .map((slot) => defined({ ...slot, id: randomUUID(), investorId: member.id, isBooked: false, createdAt: now }))
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
  const { unprocessed } = await investorData().pitchSlots.put(items).go();
  if (unprocessed.length) throw new Error('Some pitch slots were not written');
  return items.map((item) => toPitchSlot(item, member.id));
}

/** DELETE /api/investor-profile/pitch-slots/{id}: the investor withdraws a slot nobody booked (conditioned on it). */
export async function deletePitchSlot(member: Member, slotId: string): Promise<PitchSlot> {
  const slot = await findSlot(slotId);
  if (!slot || slot.investorId !== member.id) throw new NotFoundError(SLOT_NOT_FOUND);
  if (slot.isBooked) throw new ConflictError(SLOT_BOOKED);
  try {
    await investorData()
      .pitchSlots.delete({ investorId: slot.investorId, startTime: slot.startTime, id: slot.id })
      .where((attr, op) => op.eq(attr.isBooked, false))
      .go();
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError(SLOT_BOOKED);
    throw error;
  }
  return toPitchSlot(slot, member.id);
}

/** GET /api/investor-profiles/{investorId}/pitch-slots: upcoming slots soonest first, booked ones marked (one Query). */
export async function listPitchSlots(member: Member, investorId: string, { limit, cursor }: PageRequest): Promise<Page<PitchSlot>> {
  const now = new Date().toISOString();
  const page = await readPage(cursor, () =>
    investorData().pitchSlots.query.byInvestor({ investorId }).gt({ startTime: now }).go({ limit, cursor }),
  );
  return { items: page.data.map((item) => toPitchSlot(item, member.id)), cursor: page.cursor };
}
