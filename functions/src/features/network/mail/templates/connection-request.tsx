/** @jsxRuntime automatic */
import type { NetworkMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { PersonCard, Quote } from './parts.js';

type Data = NetworkMailData['connection-request'];

export const connectionRequestSubject = ({ from }: Data) => `${from.name} asked to connect with you`;

/** To the receiver: accept or decline from the requests tab. */
export function ConnectionRequest(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, from, note, link, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={connectionRequestSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>A connection request</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>{from.name} asked to connect with you.</Para>
      {note ? <Quote>{note}</Quote> : null}
      <PersonCard person={from} label="From" />
      <Action href={`${siteUrl}${link}`}>Accept or decline</Action>
    </Layout>
  );
}
