/** @jsxRuntime automatic */
import type { NetworkMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { PURPOSE_WORDS, PersonCard, Quote } from './parts.js';

type Data = NetworkMailData['introduction'];

export const introductionSubject = ({ introducer, requester }: Data) => `${introducer.name} would like to introduce you to ${requester.name}`;

/** To the target: both profiles; accepting connects them and shares contact details as their settings allow. */
export function Introduction(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, introducer, requester, purpose, message, note, link, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={introductionSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>An introduction</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {introducer.name} would like to introduce you to {requester.name}, who asked to meet you for {PURPOSE_WORDS[purpose] ?? purpose}.
      </Para>
      {message ? <Quote>{message}</Quote> : null}
      {note ? (
        <>
          <Para>{introducer.name} adds:</Para>
          <Quote>{note}</Quote>
        </>
      ) : null}
      <PersonCard person={requester} label="Wants to meet you" />
      <PersonCard person={introducer} label="Introduced by" />
      <Para>Accept to connect with {requester.name}; decline and only they are told.</Para>
      <Action href={`${siteUrl}${link}`}>Accept or decline</Action>
    </Layout>
  );
}
