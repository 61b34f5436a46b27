import { INVESTOR_TYPE_LABELS, formatMoney, type Member } from '@club/shared';
import { icalendar } from '../../platform/lib/icalendar.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { partyMatch } from './records.js';

export const NO_MEETING = 'No meeting is scheduled for this match';

/** A calendar file's name from the opportunity title. */
const fileName = (title: string) =>
  `meeting-${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'pitch'
  }.ics`;

/**
 * GET /api/investor-matches/{id}/calendar (either party): the meeting as an
 * iCalendar file in its own time zone, both parties as attendees (with the
 * e-mails the accepted match shares).
 */
export async function meetingCalendar(member: Member, matchId: string): Promise<{ filename: string; content: string }> {
  const match = await partyMatch(member, matchId);
  const meeting = match.meeting;
  if (!meeting) throw new NotFoundError(NO_MEETING);
  const { opportunity, investor } = match;
  const lines = [
    `${opportunity.title} (${opportunity.stage.replace('_', ' ')}${opportunity.targetAmount ? `, raising ${formatMoney(opportunity.targetAmount, opportunity.currency ?? 'INR')}` : ''})`,
    `Founder: ${match.founderName}`,
    `Investor: ${investor.name}${investor.fundName ? `, ${investor.fundName}` : ''} (${INVESTOR_TYPE_LABELS[investor.investorType]})`,
    ...(meeting.notes ? ['', meeting.notes] : []),
  ];
  const attendees = [
    { name: match.founderName, email: match.founderEmail },
    { name: investor.name, email: match.investorEmail },
  ].flatMap(({ name, email }) => (email ? [{ name, email }] : []));
  const content = icalendar({
    name: 'Telugu Executive Club',
    company: 'Telugu Executive Club',
    product: 'Investor Corner',
    event: {
      uid: `${match.id}@telugu-executive-club`,
      start: meeting.startTime,
      end: meeting.endTime,
      timeZone: meeting.timeZone,
      summary: `Pitch meeting: ${opportunity.title} with ${investor.name}`,
      description: lines.join('\n'),
      ...(meeting.location ? { location: meeting.location } : {}),
      attendees,
    },
  });
  return { filename: fileName(opportunity.title), content };
}
