/** @jsxRuntime automatic */
import type { NetworkMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { PersonCard } from './parts.js';

type Data = NetworkMailData['connection-accepted'];

export const connectionAcceptedSubject = ({ other }: Data) => `${other.name} accepted your connection request`;

/** To the requester: the receiver accepted; the new connection's card with what the connection shares. */
export function ConnectionAccepted(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, other, link, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={connectionAcceptedSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>A new connection</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>{other.name} accepted your connection request: you are now connected.</Para>
      <PersonCard person={other} label="Your new connection" />
      <Action href={`${siteUrl}${link}`}>Open your network</Action>
    </Layout>
  );
}
