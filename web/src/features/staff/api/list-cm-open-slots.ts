import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/cm-office/available-slots?date=: the open slots of an India day, read once a day is chosen. */
export const cmOpenSlotsQueryOptions = (date: string) => listQueryOptions('listCmAvailableSlots', { query: { date } });
export const useCmOpenSlots = (date: string) => usePagedList(cmOpenSlotsQueryOptions(date), { enabled: DAY.test(date) });
