import { pitchSlotSchema, type Member, type PitchSlot } from '@club/shared';
import { pitchSlotById, pitchSlotsFrom, type PitchSlotItem } from './entities/pitch-slot.js';
import { queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { defined } from './records.js';

export const SLOT_NOT_FOUND = 'Pitch slot not found';

export async function findSlot(slotId: string): Promise<PitchSlotItem | undefined> {
  const { items } = await queryPage(investorData().pitchSlots, pitchSlotById(slotId), { limit: 1 });
  return items[0];
}

/** A slot as a member sees it: who booked it, and for which match, only for its investor. */
export function toPitchSlot(item: PitchSlotItem, viewerId: string): PitchSlot {
  const { bookedBy, matchId, ...rest } = item;
  return pitchSlotSchema.parse(defined({ ...rest, ...(viewerId === item.investorId ? { bookedBy, matchId } : {}) }));
}

/** GET /api/investor-profiles/{investorId}/pitch-slots: upcoming slots soonest first, booked ones marked (one Query). */
export async function listPitchSlots(member: Member, investorId: string, { limit, cursor }: PageRequest): Promise<Page<PitchSlot>> {
  const now = new Date().toISOString();
  const page = await readPage(cursor, () => queryPage(investorData().pitchSlots, pitchSlotsFrom(investorId, now), { limit, cursor, ascending: true }));
  return { items: page.items.map((item) => toPitchSlot(item, member.id)), cursor: page.cursor };
}
