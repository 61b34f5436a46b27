/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import type { RequestMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { KIND_WORDS } from './words.js';

export type RequestReplyProps = RequestMailData['request-reply'] & { siteUrl: string; unsubscribeUrl?: string };

export const requestReplySubject = ({ request }: RequestMailData['request-reply']): string => `New reply on your ${KIND_WORDS[request.kind]}: ${request.title}`;

/** Sent when staff answer a member's request; the reply is quoted in full with a button to the request. */
export function RequestReply({ memberName, request, reply, from, siteUrl, unsubscribeUrl }: RequestReplyProps) {
  const kind = KIND_WORDS[request.kind];
  return (
    <Layout preview={`${from}: ${reply.slice(0, 120)}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>New reply on your {kind}</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {from} replied to your {kind} <strong>{request.title}</strong>:
      </Para>
      <Text
        className="club-text"
        style={{ borderLeft: '3px solid #d4af37', paddingLeft: '12px', color: '#2b2220', fontSize: '16px', lineHeight: '24px', whiteSpace: 'pre-wrap' }}
      >
        {reply}
      </Text>
      <Action href={`${siteUrl}${request.path}`}>Open your request</Action>
    </Layout>
  );
}
