import type { Member, PitchSlot } from '@club/shared';
import type { Page, PageRequest } from '../paging.js';

const todo = (): never => {
  throw new Error('Investors API: not yet implemented');
};
export interface PitchSlotInput {
  startTime: string;
  endTime: string;
  timeZone: string;
  location?: string | undefined;
  notes?: string | undefined;
}
export async function createPitchSlots(_member: Member, _slots: PitchSlotInput[]): Promise<PitchSlot[]> {
  return todo();
}
export async function deletePitchSlot(_member: Member, _slotId: string): Promise<PitchSlot> {
  return todo();
}
export async function listPitchSlots(_member: Member, _investorId: string, _page: PageRequest): Promise<Page<PitchSlot>> {
  return todo();
}
