import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/investor-profiles/{investorId}/pitch-slots: an investor's upcoming slots, soonest first. */
export const pitchSlotsQueryOptions = (investorId: string) => listQueryOptions('listPitchSlots', { params: { investorId } });
export const usePitchSlots = (investorId: string, enabled = true) => usePagedList(pitchSlotsQueryOptions(investorId), { enabled });
