import type { FestivalDateScope, RecordFestivalDateInput } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** GET /api/staff/festival-dates?year=: the year's festivals as served and the dates staff recorded. */
export const festivalDatesQueryOptions = (year: number) => routeQueryOptions('listFestivalDates', { query: { year } });
export const useFestivalDates = (year: number) => useQuery(festivalDatesQueryOptions(year));

/** What a confirmation is addressed by in the change and remove paths. */
export interface FestivalDateKey {
  year: number;
  festivalId: string;
  scope: FestivalDateScope;
}

// Members' festival lists show confirmed dates, so they refresh with the console's list.
const refresh = [routeKey('listFestivalDates'), routeKey('listFestivals'), routeKey('listUpcomingFestivals'), routeKey('getTodaysFestival')];

/** POST /api/staff/festival-dates: record a published date. */
export const useRecordFestivalDate = () =>
  useStaffWrite('recordFestivalDate', { input: (body: RecordFestivalDateInput) => ({ body }), refresh, successTitle: 'Festival date recorded' });

/** PUT /api/staff/festival-dates/{year}/{festivalId}/{scope}: correct a recorded date or source. */
export const useChangeFestivalDate = () =>
  useStaffWrite('changeFestivalDate', {
    input: ({ key, body }: { key: FestivalDateKey; body: { date: string; source: string; sourceUrl?: string } }) => ({ params: key, body }),
    refresh,
    successTitle: 'Festival date corrected',
  });

/** DELETE /api/staff/festival-dates/{year}/{festivalId}/{scope}: the computed date applies again. */
export const useRemoveFestivalDate = () =>
  useStaffWrite('removeFestivalDate', { input: (key: FestivalDateKey) => ({ params: key }), refresh, successTitle: 'Recorded date removed' });
