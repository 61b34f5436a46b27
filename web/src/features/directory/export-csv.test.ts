import { describe, expect, it } from 'vitest';
import { FORMULA_CELLS } from '../../test/csv-injection';
import { aDirectoryMember } from '../../test/fixtures';
import { membersCsv } from './export-csv';

describe('membersCsv', () => {
  it('writes the header and one quoted-where-needed row per member, contact details only when given', () => {
    const csv = membersCsv([
      {
        id: '1',
        firstName: 'Ravi',
        lastName: 'Kumar, Jr.',
        company: { id: 'c', name: 'Godavari "Aqua"' },
        badges: ['govt_liaison'],
        chapters: ['AP-Vizag', 'USA'],
        verified: true,
        confirmedBadges: [],
        createdAt: 'x',
        linkedinUrl: 'https://www.linkedin.com/in/ravi',
      },
      {
        id: '2',
        firstName: 'Sita',
        lastName: 'Devi',
        company: null,
        badges: [],
        chapters: [],
        verified: false,
        confirmedBadges: [],
        createdAt: 'x',
        email: 'sita@example.com',
        phone: '+91 98490 12345',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,Company,Chapter,Badges,LinkedIn URL,E-mail,Phone',
      '"Ravi Kumar, Jr.","Godavari ""Aqua""",AP-Vizag; USA,Govt Liaison,https://www.linkedin.com/in/ravi,,',
      'Sita Devi,,,,,sita@example.com,"\'+91 98490 12345"',
      '',
    ]);
  });

  it.each(FORMULA_CELLS)('neutralises names and companies starting with %s', (_, value, cell) => {
    const csv = membersCsv([aDirectoryMember({ firstName: value, lastName: 'Reddy', company: { id: 'c', name: value } })]);
    // The name cell is `first last`: the quoted, neutralised first name with ' Reddy' before the closing quote.
    expect(csv.split('\r\n')[1]).toBe(`${cell.slice(0, -1)} Reddy",${cell},,,,,`);
  });
});
