/** @jsxRuntime automatic */
import { Button, Heading, Text } from '@react-email/components';
import { formatTimeRange } from '@club/shared';
import type { RequestMailData } from '../../data/requests.js';
import { Layout, Para } from '../layout.js';
import { KIND_WORDS, OUTCOME_WORDS } from './words.js';

export type RequestStatusProps = RequestMailData['request-status'] & { siteUrl: string; unsubscribeUrl?: string };

export const requestStatusSubject = ({ request, status }: RequestMailData['request-status']): string =>
  `Your ${KIND_WORDS[request.kind]} ${OUTCOME_WORDS[status]}: ${request.title}`;

/** Sent when staff move a member's request to an outcome (resolved, confirmed, scheduled, declined…), with what they wrote. */
export function RequestStatus({ memberName, request, status, details, meeting, from, siteUrl, unsubscribeUrl }: RequestStatusProps) {
  const headline = `Your ${KIND_WORDS[request.kind]} ${OUTCOME_WORDS[status]}`;
  return (
    <Layout preview={`${headline}: ${request.title}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Heading as="h1" className="club-text" style={{ color: '#6b1420', fontSize: '22px' }}>
        {headline}
      </Heading>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        Your {KIND_WORDS[request.kind]} <strong>{request.title}</strong> {OUTCOME_WORDS[status]}.
      </Para>
      {meeting ? <Para>When: {formatTimeRange(meeting.startTime, meeting.endTime, meeting.timeZone)}</Para> : null}
      {meeting?.place ? <Para>Where: {meeting.place}</Para> : null}
      {details ? (
        <Text className="club-text" style={{ borderLeft: '3px solid #d4af37', paddingLeft: '12px', color: '#2b2220', fontSize: '16px', lineHeight: '24px', whiteSpace: 'pre-wrap' }}>
          {details}
        </Text>
      ) : null}
      <Para>
        Warm regards,
        <br />
        {from}
      </Para>
      <Button href={`${siteUrl}${request.path}`} style={{ background: '#6b1420', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}>
        Open your request
      </Button>
    </Layout>
  );
}
