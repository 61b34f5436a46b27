/** @jsxRuntime automatic */
import type { NetworkMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { Quote } from './parts.js';

type Data = NetworkMailData['intro-declined'];

export const introDeclinedSubject = ({ targetName }: Data) => `Your introduction to ${targetName} was declined`;

/** To the requester: who declined, with their note; they may ask again. */
export function IntroDeclined(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, declinedByName, declinedBy, targetName, note, link, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={introDeclinedSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>Your introduction was declined</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {declinedBy === 'target' ? `${targetName} declined the introduction.` : `${declinedByName} declined to introduce you to ${targetName}.`} You may ask
        again later, or through another mutual connection.
      </Para>
      {note ? <Quote>{note}</Quote> : null}
      <Action href={`${siteUrl}${link}`}>Open the introduction</Action>
    </Layout>
  );
}
