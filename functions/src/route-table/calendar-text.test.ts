import { beforeAll, describe, expect, it } from 'vitest';
import { CRORE, LAKH, routes } from '@club/shared';
import { DROPPED_CONTROLS, hex } from '../test/control-characters.js';
import { signIn, type SignedIn } from '../test/signed-in.js';
import { handler as createEvent } from '../features/events/http/create-event.js';
import { handler as eventCalendar } from '../features/events/http/download-event-calendar.js';
import { handler as createOpportunity } from '../features/investors/http/create-investment-opportunity.js';
import { handler as saveProfile } from '../features/investors/http/save-investor-profile.js';
import { handler as expressInterest } from '../features/investors/http/express-interest.js';
import { handler as acceptMatch } from '../features/investors/http/accept-investor-match.js';
import { handler as scheduleMeeting } from '../features/investors/http/schedule-match-meeting.js';
import { handler as meetingCalendar } from '../features/investors/http/download-match-meeting-calendar.js';

/**
 * Every .ics the API answers (an event's, a pitch meeting's) with member text
 * holding every control character and line or paragraph separator: none reaches
 * the file raw, so a consumer that splits lines on them reads no injected property.
 * One-line fields (titles, venues, locations) refuse such text outright (400);
 * the multi-line ones carry it to the file.
 */
const DAY = 24 * 3600_000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3600_000).toISOString();
/** Member text: every control character between two letters, then lines that would be properties of their own. */
const hostile = (label: string) => `${label} a${DROPPED_CONTROLS.join('')}b\nEND:VEVENT\r\nX-INJECTED:${label}`;

/** The file's lines; asserts each is a property or a folded continuation and carries no control character. */
function checkLines(ics: string): string[] {
  const lines = ics.split('\r\n');
  for (const line of lines) {
    for (const char of DROPPED_CONTROLS) expect(line.includes(char), `${hex(char)} in ${JSON.stringify(line)}`).toBe(false);
    expect(line, JSON.stringify(line)).not.toMatch(/[\r\n]/);
    expect(line, JSON.stringify(line)).toMatch(/^([A-Z-]+[;:]| )/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
  expect(unfolded.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
  expect(unfolded.filter((line) => line.startsWith('X-INJECTED'))).toEqual([]);
  return unfolded;
}
/** What the file keeps of `hostile(label)` (unfolded): the letters, each line break as \\n. */
const kept = (label: string) => `${label} ab\\nEND:VEVENT\\nX-INJECTED:${label}`;

let organizer: SignedIn;
let founder: SignedIn;
let angel: SignedIn;

beforeAll(async () => {
  [organizer, founder, angel] = await Promise.all([signIn('Organizer'), signIn('Founder'), signIn('Angel')]);
});

describe('.ics files with control characters in member text', () => {
  it('the event calendar: title, description and venue', async () => {
    const event = {
      type: 'networking',
      startTime: inDays(20),
      endTime: inDays(20, 3),
      timeZone: 'Asia/Kolkata',
      description: hostile('Description'),
      city: 'Hyderabad',
      country: 'India',
    };
    const refused = await organizer.call(createEvent, routes.createEvent, { body: { ...event, title: hostile('Title'), venue: hostile('Venue') } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual(['body.title', 'body.venue']);
    const created = await organizer.call(createEvent, routes.createEvent, { body: { ...event, title: 'Title ab', venue: 'Venue ab' } });
    expect(created.statusCode, JSON.stringify(created.json)).toBe(201);
    const answer = await organizer.call(eventCalendar, routes.downloadEventCalendar, { params: { eventId: created.json.id } });
    expect(answer.statusCode).toBe(200);
    const lines = checkLines(answer.body);
    expect(lines).toContain('SUMMARY:Title ab');
    expect(lines).toContain(`DESCRIPTION:${kept('Description')}`);
    expect(lines).toContain('LOCATION:Venue ab\\, Hyderabad\\, India');
  });

  it('the pitch meeting calendar: meeting notes, location and the opportunity', async () => {
    const opportunity = await founder.call(createOpportunity, routes.createInvestmentOpportunity, {
      body: { title: 'Paisa Setu', stage: 'seed', industry: 'fintech', targetAmount: 5 * CRORE, location: 'Hyderabad, India' },
    });
    expect(opportunity.statusCode, JSON.stringify(opportunity.json)).toBe(201);
    const profile = await angel.call(saveProfile, routes.saveInvestorProfile, {
      body: {
        investorType: 'angel',
        minInvestment: 25 * LAKH,
        maxInvestment: CRORE,
        focusAreas: ['fintech'],
        preferredStages: ['seed'],
        geography: ['Telangana'],
      },
    });
    expect(profile.statusCode, JSON.stringify(profile.json)).toBe(200);
    const match = await angel.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.json.id } });
    expect(match.statusCode, JSON.stringify(match.json)).toBeLessThan(300);
    const params = { matchId: match.json.id };
    expect((await founder.call(acceptMatch, routes.acceptInvestorMatch, { params })).statusCode).toBe(200);
    const meeting = { startTime: inDays(10), endTime: inDays(10, 1), timeZone: 'Asia/Kolkata', notes: hostile('Notes') };
    const refused = await founder.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { ...meeting, location: hostile('Location') } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual(['body.location']);
    const scheduled = await founder.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { ...meeting, location: 'Location ab' } });
    expect(scheduled.statusCode, JSON.stringify(scheduled.json)).toBe(200);

    for (const who of [founder, angel]) {
      const answer = await who.call(meetingCalendar, routes.downloadMatchMeetingCalendar, { params });
      expect(answer.statusCode).toBe(200);
      const lines = checkLines(answer.body);
      expect(lines).toContain('LOCATION:Location ab');
      expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(`\\n\\n${kept('Notes')}`);
      expect(lines.find((line) => line.startsWith('SUMMARY:'))).toBe('SUMMARY:Pitch meeting: Paisa Setu with Angel Reddy');
    }
  });
});
