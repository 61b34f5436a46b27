/** @jsxRuntime automatic */
import type { NetworkMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { PURPOSE_WORDS, PersonCard, Quote } from './parts.js';

type Data = NetworkMailData['intro-requested'];

export const introRequestedSubject = ({ requester, target }: Data) => `${requester.name} asks you for an introduction to ${target.name}`;

/** To the introducer: approve or decline from the introduction's page. */
export function IntroRequested(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, requester, target, purpose, message, link, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={introRequestedSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>An introduction request</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {requester.name} would like you to introduce them to {target.name}, for {PURPOSE_WORDS[purpose] ?? purpose}.
      </Para>
      {message ? <Quote>{message}</Quote> : null}
      <PersonCard person={requester} label="Asking" />
      <PersonCard person={target} label="To meet" />
      <Para>Approve it and {target.name} decides next; decline it and nobody else is told.</Para>
      <Action href={`${siteUrl}${link}`}>Review the request</Action>
    </Layout>
  );
}
