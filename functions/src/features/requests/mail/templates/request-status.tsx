/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { formatTimeRange } from '@club/shared';
import type { RequestMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { KIND_WORDS, OUTCOME_WORDS } from './words.js';

export type RequestStatusProps = RequestMailData['request-status'] & { siteUrl: string; unsubscribeUrl?: string };

export const requestStatusSubject = ({ request, status }: RequestMailData['request-status']): string =>
  `Your ${KIND_WORDS[request.kind]} ${OUTCOME_WORDS[status]}: ${request.title}`;

/** Sent when staff move a member's request to an outcome (resolved, confirmed, scheduled, declined…), with what they wrote. */
export function RequestStatus({ memberName, request, status, details, meeting, from, siteUrl, unsubscribeUrl }: RequestStatusProps) {
  const headline = `Your ${KIND_WORDS[request.kind]} ${OUTCOME_WORDS[status]}`;
  return (
    <Layout preview={`${headline}: ${request.title}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>{headline}</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        Your {KIND_WORDS[request.kind]} <strong>{request.title}</strong> {OUTCOME_WORDS[status]}.
      </Para>
      {meeting ? <Para>When: {formatTimeRange(meeting.startTime, meeting.endTime, meeting.timeZone)}</Para> : null}
      {meeting?.place ? <Para>Where: {meeting.place}</Para> : null}
      {details ? (
        <Text
          className="club-text"
          style={{ borderLeft: '3px solid #d4af37', paddingLeft: '12px', color: '#2b2220', fontSize: '16px', lineHeight: '24px', whiteSpace: 'pre-wrap' }}
        >
          {details}
        </Text>
      ) : null}
      <Para>
        Warm regards,
        <br />
        {from}
      </Para>
      <Action href={`${siteUrl}${request.path}`}>Open your request</Action>
    </Layout>
  );
}
