/** @jsxRuntime automatic */
import { scorePercent } from '@club/shared';
import type { InvestorMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { MATCHES_LINK, MatchCard, otherLabel } from './parts.js';

type Data = InvestorMailData['matches-proposed'];

export const matchesProposedSubject = ({ matches }: Data) =>
  matches.length === 1 ? `A proposed match: ${matches[0]!.opportunity.title}` : `${matches.length} proposed matches`;

/** To one party: the matches the club proposed to them in one window, best first, each with the percent the Matches tab shows. */
export function MatchesProposed(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, matches, minScore, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={matchesProposedSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>{matches.length === 1 ? 'A proposed match' : 'Proposed matches'}</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        The club proposes {matches.length === 1 ? 'this match' : `these ${matches.length} matches`}, each fitting at {scorePercent(minScore)} or more. On
        Matches, founders accept or decline; investors express interest.
      </Para>
      {matches.map((match) => (
        <div key={`${match.opportunity.id}.${match.other.name}`}>
          <Para>
            {match.opportunity.title}: fits at {scorePercent(match.compatibilityScore)}
          </Para>
          <MatchCard opportunity={match.opportunity} other={match.other} otherLabel={otherLabel(match.side)} />
        </div>
      ))}
      <Action href={`${siteUrl}${MATCHES_LINK}`}>Open Matches</Action>
    </Layout>
  );
}
