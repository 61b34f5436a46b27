import { describe, expect, it } from 'vitest';
import { FORMULA_CELLS } from '../../test/csv-injection';
import { anAttendee } from '../../test/fixtures';
import { attendeesCsv } from './attendees-csv';

describe('attendeesCsv: formula injection', () => {
  it.each(FORMULA_CELLS)('neutralises member text starting with %s in every text column', (_, value, cell) => {
    const csv = attendeesCsv([
      anAttendee({
        memberName: value,
        specialRequests: value,
        dietaryRestrictions: value,
        emergencyContact: value,
        rejectionReason: value,
        status: 'declined',
      }),
    ]);
    const row = csv.slice(csv.indexOf('\r\n') + 2, -2);
    expect(row).toBe([cell, '', 'Declined', '', '2026-11-21T10:00:00Z', '', cell, cell, cell, cell].join(','));
  });
});
