/** @jsxRuntime automatic */
import type { GettingStartedMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';

export type WelcomeProps = GettingStartedMailData['welcome'] & { siteUrl: string; unsubscribeUrl?: string };

export const welcomeSubject = (): string => 'Welcome to the Telugu Executive Club';

/** Sent once, on the member's first sign-in: what to do first, and that staff verify every member. */
export function Welcome({ memberName, siteUrl, unsubscribeUrl }: WelcomeProps) {
  return (
    <Layout preview="Your first steps in the club" unsubscribeUrl={unsubscribeUrl}>
      <Title>Welcome to the club</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        You are in. The club’s staff verify every member from their profile, so start there: your photo, title and company, and the chapters you belong to. Then
        connect with three members you know, choose which e-mails you want, and RSVP to an event near you.
      </Para>
      <Para>Your home page keeps a checklist of these steps and ticks each one off as you do it.</Para>
      <Action href={`${siteUrl}/`}>Open your home page</Action>
    </Layout>
  );
}
