import { describe, expect, it } from 'vitest';
import { darshanPlanBody } from './darshan.js';
import { roomNightBody } from './room-nights.js';

const plan = (pax: unknown) => darshanPlanBody.safeParse({ dateRange: 'December 2026', pax });
const room = (priceCap: unknown) => roomNightBody.safeParse({ hotelName: 'Srinivasam', date: '2026-12-16', action: 'sell', priceCap });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('number rules', () => {
  it('takes a group size from a number or a numeric string only', () => {
    expect(plan(4).data?.pax).toBe(4);
    expect(plan(' 2 ').data?.pax).toBe(2);
    for (const bad of [true, [5], '', 'two', null, Number.NaN]) expect(plan(bad).success, String(bad)).toBe(false);
    expect(messages(plan(2.5))).toEqual(['Group size must be a whole number']);
    expect(messages(plan(0))).toEqual(['At least 1 person is required']);
    expect(messages(plan('21'))).toEqual(['Maximum 20 people allowed']);
  });

  it('takes money with at most two decimals, from 0.01 up to the cap', () => {
    expect(room(2500.5).success).toBe(true);
    expect(room(0.01).success).toBe(true);
    expect(messages(room(1e-320))).toEqual(['Price cap must be above 0']);
    expect(messages(room(-0))).toEqual(['Price cap must be above 0']);
    expect(messages(room(12.345))).toEqual(['Price cap has at most 2 decimals']);
    expect(room(Number.POSITIVE_INFINITY).success).toBe(false); // what JSON's 1e309 becomes
    expect(room('100').success).toBe(false);
    expect(messages(room(100_000_000))).toEqual(['Price cap must be at most 9,99,99,999.99']);
  });
});
