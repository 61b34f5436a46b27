import type { Festival } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { withConfirmations, yearsOf } from './confirmations.js';

const festival = (over: Partial<Festival> = {}): Festival => ({
  id: 'ugadi',
  name: 'Ugadi',
  nameInTelugu: 'ఉగాది',
  date: '2027-04-07',
  endDate: '2027-04-07',
  duration: 1,
  description: '',
  significance: '',
  traditions: [],
  foods: [],
  colors: [],
  locations: [],
  businessImpact: '',
  greetings: [],
  greetingPairs: [],
  isPublic: true,
  source: { name: 'rule' },
  dateStatus: 'computed',
  ...over,
});

describe('withConfirmations', () => {
  it('leaves festivals without a confirmation as computed', () => {
    const [ugadi] = withConfirmations([festival()], [{ year: 2027, festivalId: 'sankranti', date: '2027-01-14', source: 'TS G.O.' }]);
    expect(ugadi).toEqual(festival());
  });

  it('a confirmation for both states replaces the date and end date and names its source', () => {
    const [ugadi] = withConfirmations(
      [
        festival({
          duration: 2,
          endDate: '2027-04-08',
          stateDates: [
            { state: 'Andhra Pradesh', date: '2027-04-07' },
            { state: 'Telangana', date: '2027-04-08' },
          ],
        }),
      ],
      [{ year: 2027, festivalId: 'ugadi', date: '2027-04-06', source: 'Telangana Vidvat Sabha 2027' }],
    );
    expect(ugadi).toMatchObject({ date: '2027-04-06', endDate: '2027-04-07', dateStatus: 'confirmed', dateSource: 'Telangana Vidvat Sabha 2027' });
    expect(ugadi!.stateDates).toBeUndefined();
  });

  it('a state’s confirmation sets that state’s date; when they differ both are listed and the date is the earlier', () => {
    const [ugadi] = withConfirmations([festival()], [{ year: 2027, festivalId: 'ugadi', state: 'Telangana', date: '2027-04-06', source: 'TS G.O. Rt. 1' }]);
    expect(ugadi).toMatchObject({ date: '2027-04-06', dateStatus: 'confirmed', dateSource: 'TS G.O. Rt. 1 (Telangana)' });
    expect(ugadi!.stateDates).toEqual([
      { state: 'Andhra Pradesh', date: '2027-04-07' },
      { state: 'Telangana', date: '2027-04-06' },
    ]);
  });

  it('a state’s confirmation wins over the common one; states agreeing drop the per-state list', () => {
    const [ugadi] = withConfirmations(
      [
        festival({
          stateDates: [
            { state: 'Andhra Pradesh', date: '2027-04-07' },
            { state: 'Telangana', date: '2027-04-08' },
          ],
        }),
      ],
      [
        { year: 2027, festivalId: 'ugadi', date: '2027-04-07', source: 'Vidvat Sabha' },
        { year: 2027, festivalId: 'ugadi', state: 'Andhra Pradesh', date: '2027-04-07', source: 'AP G.O.' },
      ],
    );
    expect(ugadi).toMatchObject({ date: '2027-04-07', dateSource: 'Vidvat Sabha; AP G.O. (Andhra Pradesh)' });
    expect(ugadi!.stateDates).toBeUndefined();
  });

  it('matches the year of the computed date, not another year’s confirmation of the same festival', () => {
    const [ugadi] = withConfirmations([festival()], [{ year: 2028, festivalId: 'ugadi', date: '2028-03-27', source: 'TS G.O.' }]);
    expect(ugadi!.dateStatus).toBe('computed');
    expect(yearsOf([festival(), festival({ date: '2028-01-15' })])).toEqual([2027, 2028]);
  });
});
