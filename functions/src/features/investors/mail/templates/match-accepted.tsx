/** @jsxRuntime automatic */
import type { InvestorMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { MATCHES_LINK, MatchCard, otherLabel } from './parts.js';

type Data = InvestorMailData['match-accepted'];

export const matchAcceptedSubject = ({ side, opportunity, other }: Data) =>
  side === 'founder' ? `You accepted ${other.name} for ${opportunity.title}` : `${other.name} accepted your match with ${opportunity.title}`;

/** To each party: the match is accepted and contact details are shared; next, a meeting. */
export function MatchAccepted(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, side, opportunity, other, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={matchAcceptedSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>Match accepted</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {side === 'founder'
          ? `You accepted the match with ${other.name} for ${opportunity.title}.`
          : `${other.name} accepted your match with ${opportunity.title}.`}{' '}
        Contact details are now shared; schedule a meeting from Matches.
      </Para>
      <MatchCard opportunity={opportunity} other={other} otherLabel={otherLabel(side)} />
      <Action href={`${siteUrl}${MATCHES_LINK}`}>Schedule a meeting</Action>
    </Layout>
  );
}
