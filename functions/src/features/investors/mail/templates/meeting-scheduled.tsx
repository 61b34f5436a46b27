/** @jsxRuntime automatic */
import { formatTimeRange } from '@club/shared';
import type { InvestorMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { MATCHES_LINK, MatchCard, otherLabel } from './parts.js';

type Data = InvestorMailData['meeting-scheduled'];

/** The meeting's span in the recipient's zone (the meeting's own when unknown), the meeting's zone beside it when the clocks differ. */
export const meetingWhen = ({ meeting, recipientTimeZone }: Pick<Data, 'meeting' | 'recipientTimeZone'>): string =>
  formatTimeRange(meeting.startTime, meeting.endTime, recipientTimeZone ?? meeting.timeZone, { venueZone: meeting.timeZone });

export const meetingScheduledSubject = ({ opportunity, other }: Data) => `Meeting scheduled: ${opportunity.title} with ${other.name}`;

/** To each party: when and where; the calendar file is attached. */
export function MeetingScheduled(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, side, opportunity, other, scheduledByName, meeting, siteUrl, unsubscribeUrl } = props;
  const when = meetingWhen(props);
  return (
    <Layout preview={`${opportunity.title}, ${when}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>Meeting scheduled</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {scheduledByName} scheduled a meeting about {opportunity.title}.
      </Para>
      <Para>When: {when}</Para>
      {meeting.location ? <Para>Where: {meeting.location}</Para> : null}
      {meeting.notes ? <Para>Notes: {meeting.notes}</Para> : null}
      <MatchCard opportunity={opportunity} other={other} otherLabel={otherLabel(side)} />
      <Para>The attached calendar file adds the meeting to your calendar.</Para>
      <Action href={`${siteUrl}${MATCHES_LINK}`}>Open Matches</Action>
    </Layout>
  );
}
