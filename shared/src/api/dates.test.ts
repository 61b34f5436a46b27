import { describe, expect, it } from 'vitest';
import { routes } from '../routes.js';
import type { RouteDef } from './route.js';
import { dayInput, isCalendarDay } from './dates.js';

const IMPOSSIBLE = ['2027-13-45', '2027-13-01', '2027-00-10', '2027-01-00', '2027-02-29', '2028-02-30', '2027-04-31', '2100-02-29'];

describe('calendar days', () => {
  it('knows the calendar: month lengths and leap years', () => {
    for (const day of ['2027-01-31', '2027-02-28', '2028-02-29', '2000-02-29', '2027-04-30', '2027-12-31']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of IMPOSSIBLE) expect(isCalendarDay(day), day).toBe(false);
  });

  it('refuses an impossible day with a message naming the field, never throwing', () => {
    const schema = dayInput('Start date');
    expect(schema.parse(' 2028-02-29 ')).toBe('2028-02-29');
    for (const day of IMPOSSIBLE)
      expect(
        schema.safeParse(day).error?.issues.map((issue) => issue.message),
        day,
      ).toEqual(['Start date must be a real calendar date']);
    expect(schema.safeParse('29/02/2028').error?.issues.map((issue) => issue.message)).toEqual(['Start date must be a date (YYYY-MM-DD)']);
  });

  // Every date-only field of every route (named like one, taking a real day and not free text): an impossible day is refused.
  it('every date field of the route table refuses impossible days', () => {
    const checked: string[] = [];
    for (const [id, route] of Object.entries(routes) as [string, RouteDef][]) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = route[part];
        const shape = (schema as { shape?: Record<string, { safeParse(value: unknown): { success: boolean } }> } | undefined)?.shape;
        for (const [field, fieldSchema] of Object.entries(shape ?? {})) {
          if (!/[dD]ate|[dD]ay|On$|From$|At$/.test(field) || !fieldSchema.safeParse('2028-02-29').success || fieldSchema.safeParse('soon').success) continue;
          checked.push(`${id}.${part}.${field}`);
          for (const day of IMPOSSIBLE) expect(fieldSchema.safeParse(day).success, `${id}.${part}.${field} ${day}`).toBe(false);
        }
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'recordFestivalDate.body.date',
        'changeFestivalDate.body.date',
        'grantRoomAccess.body.expiresOn',
        'approveAccessRequest.body.expiresOn',
        'updateDeal.body.roomExpiryDate',
        'createTravelPlan.body.startDate',
        'createRoomNight.body.date',
        'createCmRequest.body.preferredDate',
        'listCmAvailableSlots.query.date',
        'createExchangeRateTable.body.notifiedOn',
      ]),
    );
  });
});
