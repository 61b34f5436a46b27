import { type InvestorMatch, type Meeting, type Member, type ScheduleMeetingParsed, formatDateTime } from '@club/shared';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import type { MatchEntity, MatchItem } from './entities/investor-match.js';
import { investorData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { notice, quoted, type NotificationDraft } from '../notifications/index.js';
import { meetingMails } from './mails.js';
import { SLOT_NOT_FOUND, findSlot } from './pitch-slots.js';
import { memberName, partyMatch, readMatchPair, toMatch, whole } from './records.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';

export const SLOT_TAKEN = 'This pitch slot has just been booked; please pick another';
export const SLOT_PAST = 'This pitch slot has already started; please pick another';
export const NOT_ACCEPTED = 'Only an accepted match can schedule a meeting';
const alreadyScheduled = (meeting: Meeting) => `A meeting is already scheduled for ${formatDateTime(meeting.startTime, meeting.timeZone, { weekday: false })}`;

/** Why this match cannot schedule now (re-read after a refused write), or undefined. */
function refusal(match: MatchItem | undefined): string | undefined {
  if (!match) return NOT_ACCEPTED;
  if (match.meeting) return alreadyScheduled(match.meeting);
  if (match.status !== 'accepted') return NOT_ACCEPTED;
  return undefined;
}

/**
 * The other party's notification of a meeting set on their match: the
 * investor when the founder books a pitch slot or proposes a time, the
 * founder when the investor does.
 */
const meetingNotice = (match: Pick<MatchItem, 'investorId' | 'founderId' | 'opportunity'>, by: Member, meeting: Meeting): NotificationDraft => ({
  userId: by.id === match.investorId ? match.founderId : match.investorId,
  kind: 'meeting_scheduled',
  title: `${memberName(by)} ${meeting.slotId ? 'booked your pitch slot' : 'scheduled a meeting'} for ${quoted(match.opportunity.title)}`,
  body: `${formatDateTime(meeting.startTime, meeting.timeZone, { weekday: false })}${meeting.location ? ` · ${meeting.location}` : ''}`,
  link: '/investors?tab=matches',
});

/**
 * POST /api/investor-matches/{id}/meeting (either party of an accepted
 * match). A slot: one transaction books it (isBooked false → true) and sets
 * the match's meeting (accepted, none yet), so of any number of concurrent
 * bookings of one slot, or of one match, exactly one wins and the rest are
 * 409. A proposed time sets the meeting alone, with the same match condition.
 * The other party is told in the same transaction.
 */
export async function scheduleMeeting(member: Member, matchId: string, input: ScheduleMeetingParsed): Promise<InvestorMatch> {
  const found = await partyMatch(member, matchId);
  const key = { opportunityId: found.opportunityId, investorId: found.investorId };
  const { matches, pitchSlots } = investorData();
  /** Sets the meeting only on an accepted match without one. */
  const withMeeting: Condition<MatchEntity> = {
    and: [
      { attr: 'status', eq: 'accepted' },
      { attr: 'meeting', exists: false },
    ],
  };
  return retryOnContention(async () => {
    const match = await readMatchPair(key.opportunityId, key.investorId);
    const refused = refusal(match);
    if (refused || !match) throw new ConflictError(refused ?? NOT_ACCEPTED);
    const now = new Date().toISOString();
    if (!input.slotId) {
      const meeting: Meeting = {
        startTime: input.startTime!,
        endTime: input.endTime!,
        timeZone: input.timeZone,
        ...(input.location ? { location: input.location } : {}),
        ...(input.notes ? { notes: input.notes } : {}),
        scheduledBy: member.id,
        scheduledAt: now,
      };
      const set = await writeTransaction(
        [
          {
            name: 'match',
            write: matches
              .build(UpdateTransaction)
              .item({ ...key, meeting: whole(meeting), updatedAt: now })
              .options({ condition: withMeeting }),
          },
          ...notice('meeting.scheduled', { bell: [meetingNotice(match, member, meeting)], mail: meetingMails(match, member, meeting), actorId: member.id }),
        ],
        { match: 'accept' },
      );
      return set ? toMatch({ ...match, meeting, updatedAt: now }, member.id) : READ_AGAIN;
    }
    const slot = await findSlot(input.slotId);
    if (!slot || slot.investorId !== match.investorId) throw new NotFoundError(SLOT_NOT_FOUND);
    if (slot.isBooked) throw new ConflictError(SLOT_TAKEN);
    if (Date.parse(slot.startTime) <= Date.now()) throw new ConflictError(SLOT_PAST);
    const meeting: Meeting = {
      startTime: slot.startTime,
      endTime: slot.endTime,
      timeZone: slot.timeZone,
      ...(input.location || slot.location ? { location: input.location ?? slot.location } : {}),
      ...(input.notes || slot.notes ? { notes: input.notes ?? slot.notes } : {}),
      slotId: slot.id,
      scheduledBy: member.id,
      scheduledAt: now,
    };
    const written = await writeTransaction(
      [
        {
          name: 'slot',
          write: pitchSlots
            .build(UpdateTransaction)
            .item({ investorId: slot.investorId, startTime: slot.startTime, id: slot.id, isBooked: true, bookedBy: match.founderId, matchId: match.id })
            .options({ condition: { attr: 'isBooked', eq: false } }),
        },
        {
          name: 'match',
          write: matches
            .build(UpdateTransaction)
            .item({ ...key, meeting: whole(meeting), updatedAt: now })
            .options({ condition: withMeeting }),
        },
        ...notice('meeting.scheduled', { bell: [meetingNotice(match, member, meeting)], mail: meetingMails(match, member, meeting), actorId: member.id }),
      ],
      // Both refused: the match's own state explains it best (it is read again).
      { match: 'accept', slot: () => new ConflictError(SLOT_TAKEN) },
    );
    return written ? toMatch({ ...match, meeting, updatedAt: now }, member.id) : READ_AGAIN;
  });
}
