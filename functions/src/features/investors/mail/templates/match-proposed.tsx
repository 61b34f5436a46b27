/** @jsxRuntime automatic */
import { scorePercent } from '@club/shared';
import type { InvestorMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { MATCHES_LINK, MatchCard, otherLabel } from './parts.js';

type Data = InvestorMailData['match-proposed'];

export const matchProposedSubject = ({ side, opportunity, other }: Data) =>
  side === 'founder' ? `A proposed investor for ${opportunity.title}: ${other.name}` : `A proposed match: ${opportunity.title}`;

/** To each party: the club proposes a match that fits both; the founder accepts or declines it. */
export function MatchProposed(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, side, opportunity, other, compatibilityScore, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={matchProposedSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>A proposed match</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {side === 'founder'
          ? `${other.name}'s investor profile fits ${opportunity.title} at ${scorePercent(compatibilityScore)}. Accept the match to share contact details, or decline it.`
          : `${opportunity.title} by ${other.name} fits your investor profile at ${scorePercent(compatibilityScore)}. Express interest to let the founder know.`}
      </Para>
      <MatchCard opportunity={opportunity} other={other} otherLabel={otherLabel(side)} />
      <Action href={`${siteUrl}${MATCHES_LINK}`}>Open Matches</Action>
    </Layout>
  );
}
