import { describe, expect, it } from 'vitest';
import { membersCsv } from './export-csv';

describe('membersCsv', () => {
  it('writes the header and one quoted-where-needed row per member, contact details only when given', () => {
    const csv = membersCsv([
      { id: '1', firstName: 'Ravi', lastName: 'Kumar, Jr.', company: { id: 'c', name: 'Godavari "Aqua"' }, badges: ['govt_liaison'], chapters: ['AP-Vizag', 'USA'], verified: true, confirmedBadges: [], createdAt: 'x', linkedinUrl: 'https://www.linkedin.com/in/ravi' },
      { id: '2', firstName: 'Sita', lastName: 'Devi', company: null, badges: [], chapters: [], verified: false, confirmedBadges: [], createdAt: 'x', email: 'sita@example.com', phone: '+91 98490 12345' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,Company,Chapter,Badges,LinkedIn URL,E-mail,Phone',
      '"Ravi Kumar, Jr.","Godavari ""Aqua""",AP-Vizag; USA,Govt Liaison,https://www.linkedin.com/in/ravi,,',
      'Sita Devi,,,,,sita@example.com,+91 98490 12345',
      '',
    ]);
  });
});
