import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/**
 * GET /api/cm-office/available-slots?date=&duration=: open slots for a day in
 * India, of the request's length when it has one; read only when a date is chosen.
 */
export const cmSlotsQueryOptions = (date: string, duration?: number) =>
  listQueryOptions('listCmAvailableSlots', { query: duration === undefined ? { date } : { date, duration: String(duration) } });
export const useCmAvailableSlots = (date: string, duration?: number) => usePagedList(cmSlotsQueryOptions(date, duration), { enabled: isDay(date) });
