import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/cm-office/available-slots?date=: open slots for a day in India, read only when a date is chosen (spec 2 §7). */
export const cmSlotsQueryOptions = (date: string) => listQueryOptions('listCmAvailableSlots', { query: { date } });
export const useCmAvailableSlots = (date: string) => usePagedList(cmSlotsQueryOptions(date), { enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
