/** @jsxRuntime automatic */
import { scorePercent } from '@club/shared';
import type { InvestorMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { INVESTMENTS_LINK, MatchCard } from './parts.js';

type Data = InvestorMailData['investor-interest'];

export const investorInterestSubject = ({ investor, opportunity }: Data) => `${investor.name} is interested in ${opportunity.title}`;

/** To the founder: an investor expressed interest; accept or decline the match from View Interest. */
export function InvestorInterest(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, investor, opportunity, compatibilityScore, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={investorInterestSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>An investor is interested</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {investor.name} ({investor.investorType}) expressed interest in {opportunity.title}. Their profile fits it at {scorePercent(compatibilityScore)}.
      </Para>
      <MatchCard opportunity={opportunity} other={investor} otherLabel="Investor" />
      <Para>Accept the match to share contact details and schedule a meeting, or decline it.</Para>
      <Action href={`${siteUrl}${INVESTMENTS_LINK}`}>View interest</Action>
    </Layout>
  );
}
