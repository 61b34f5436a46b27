/** @jsxRuntime automatic */
import type { NetworkMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { PersonCard } from './parts.js';

type Data = NetworkMailData['intro-accepted'];

export const introAcceptedSubject = ({ other }: Data) => `You are introduced to ${other.name}`;

/** To the requester and the target once accepted: they are connected; the other's card with what the connection shares. */
export function IntroAccepted(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, other, introducerName, link, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={introAcceptedSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>You are introduced</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        The introduction by {introducerName} is accepted: you and {other.name} are now connected.
      </Para>
      <PersonCard person={other} label="Your new connection" />
      <Action href={`${siteUrl}${link}`}>Open the introduction</Action>
    </Layout>
  );
}
