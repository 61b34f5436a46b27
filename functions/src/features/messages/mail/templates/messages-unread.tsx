/** @jsxRuntime automatic */
import type { MessagesMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { Text } from '@react-email/components';

type Data = MessagesMailData['messages-unread'];

export const messagesUnreadSubject = ({ fromName, messages }: Data) =>
  messages.length === 1 ? `${fromName} sent you a message` : `${fromName} sent you ${messages.length} messages`;

/** To a member: one thread's messages still unread, oldest first, with the way back to the thread. */
export function MessagesUnread(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, fromName, messages, link, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={messagesUnreadSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>{messages.length === 1 ? 'A message for you' : 'Messages for you'}</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>{fromName} wrote to you in the club:</Para>
      {messages.map((message) => (
        <Text
          key={message.sentAt}
          className="club-text"
          style={{ borderLeft: '3px solid #e8dcc4', color: '#2b2220', fontSize: '15px', margin: '8px 0', padding: '4px 12px', whiteSpace: 'pre-wrap' }}
        >
          {message.body}
        </Text>
      ))}
      <Action href={`${siteUrl}${link}`}>Reply</Action>
    </Layout>
  );
}
