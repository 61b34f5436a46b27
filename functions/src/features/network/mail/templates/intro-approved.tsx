/** @jsxRuntime automatic */
import type { NetworkMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { Quote } from './parts.js';

type Data = NetworkMailData['intro-approved'];

export const introApprovedSubject = ({ introducerName, targetName }: Data) => `${introducerName} approved your introduction to ${targetName}`;

/** To the requester: the target now decides. */
export function IntroApproved(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, introducerName, targetName, note, link, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={introApprovedSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>Your introduction was approved</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {introducerName} approved your introduction to {targetName}. {targetName} has been asked to accept it; you will hear when they do.
      </Para>
      {note ? <Quote>{note}</Quote> : null}
      <Action href={`${siteUrl}${link}`}>Open the introduction</Action>
    </Layout>
  );
}
