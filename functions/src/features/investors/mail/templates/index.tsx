/** @jsxRuntime automatic */
import type { InvestorMailData } from '../data.js';
import { calendarAttachment, renderParts, type Renderers } from '../../../../platform/mail/templates/render.js';
import { InvestorInterest, investorInterestSubject } from './investor-interest.js';
import { MatchAccepted, matchAcceptedSubject } from './match-accepted.js';
import { MatchProposed, matchProposedSubject } from './match-proposed.js';
import { MatchesProposed, matchesProposedSubject } from './matches-proposed.js';
import { MeetingScheduled, meetingScheduledSubject } from './meeting-scheduled.js';

export const investorRenderers: Renderers<Omit<InvestorMailData, 'match-summary'>> = {
  'investor-interest': async (data, context) => ({
    subject: investorInterestSubject(data),
    ...(await renderParts(<InvestorInterest {...data} {...context} />)),
    attachments: [],
  }),
  'match-proposed': async (data, context) => ({
    subject: matchProposedSubject(data),
    ...(await renderParts(<MatchProposed {...data} {...context} />)),
    attachments: [],
  }),
  'matches-proposed': async (data, context) => ({
    subject: matchesProposedSubject(data),
    ...(await renderParts(<MatchesProposed {...data} {...context} />)),
    attachments: [],
  }),
  'match-accepted': async (data, context) => ({
    subject: matchAcceptedSubject(data),
    ...(await renderParts(<MatchAccepted {...data} {...context} />)),
    attachments: [],
  }),
  'meeting-scheduled': async (data, context) => {
    const { meeting, opportunity } = data;
    return {
      subject: meetingScheduledSubject(data),
      ...(await renderParts(<MeetingScheduled {...data} {...context} />)),
      attachments: [
        calendarAttachment(
          {
            // The same UID and summary as the match's calendar download: a calendar holding that file updates it.
            uid: `${data.matchId}@telugu-executive-club`,
            start: meeting.startTime,
            end: meeting.endTime,
            timeZone: meeting.timeZone,
            summary: `Pitch meeting: ${opportunity.title} with ${data.side === 'founder' ? data.other.name : data.memberName}`,
            ...(meeting.notes ? { description: meeting.notes } : {}),
            ...(meeting.location ? { location: meeting.location } : {}),
            attendees: data.attendees,
          },
          'Investor Corner',
        ),
      ],
    };
  },
};
