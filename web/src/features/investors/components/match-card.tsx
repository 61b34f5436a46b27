import { displayName, MATCH_FOCUS_AREAS_SHOWN, type InvestorMatch } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { PersonChip, type ChipPerson } from '../../../components/people';
import { MessageButton } from '../../messages';
import { matchCalendarUrl } from '../api/match-calendar-url';
import { useExpressInterest } from '../api/express-interest';
import { useAcceptMatch } from '../api/respond-to-match';
import { Facts, MatchStatusBadge, dayText, industryLabel, inr, inrRange, investorTypeLabel, meetingText, stageLabel } from './investor-bits';
import { FitExplanation, StarRating, scorePercent } from './match-score';

export interface MatchActions {
  onDecline: (match: InvestorMatch) => void;
  onSchedule: (match: InvestorMatch) => void;
  onDetails: (match: InvestorMatch) => void;
}

type Party = InvestorMatch['investor'] | InvestorMatch['founder'];

/** A match party for the person chip; matches stored before the person fields carry only the name. */
export const partyPerson = (party: Party): ChipPerson => ({
  ...party,
  firstName: party.firstName ?? party.name,
  lastName: party.firstName === undefined ? '' : (party.lastName ?? ''),
});

/** The other party as the viewer sees them, as a person: the investor (and their type) for the founder, the founder for the investor. */
export function OtherParty({ match }: { match: InvestorMatch }) {
  const investor = match.side === 'founder';
  return (
    <div className="match-card__party">
      <Text as="span" className="muted match-card__party-role">
        {investor ? `Investor · ${investorTypeLabel(match.investor.investorType)}` : 'Founder'}
      </Text>
      <PersonChip person={partyPerson(investor ? match.investor : match.founder)} size="compact" />
    </div>
  );
}

/** The meeting's .ics link (both parties get one). */
export function MeetingCalendarLink({ match }: { match: InvestorMatch }) {
  return (
    <a className="amplify-button amplify-button--small" href={matchCalendarUrl(match.id)} download>
      {/* The title as hidden text: the spoken name contains the visible words (WCAG 2.5.3). One span keeps the spaces around it. */}
      <span>
        Add <span className="visually-hidden">the meeting about {match.opportunity.title}</span> to calendar
      </span>
    </a>
  );
}

/** Message: the conversation with the other party, once the match is accepted (the server refuses it before). */
export function MatchMessageButton({ match }: { match: InvestorMatch }) {
  const other = partyPerson(match.side === 'founder' ? match.investor : match.founder);
  return <MessageButton memberId={other.id ?? ''} name={displayName(other, 'Member')} about={match.opportunity.title} variation="link" />;
}

/**
 * A match card: the opportunity's title, status,
 * compatibility percent and 5-star rating, what fits and what does not,
 * created date, stage and target, the investor's range and first two focus
 * areas. Pending: Accept Match and Decline for the founder (the investor
 * waits, or expresses interest in a proposal); accepted: Schedule Meeting (or
 * the meeting and its .ics) and Message (the conversation in the club); always View Details.
 */
export function MatchCard({ match, onDecline, onSchedule, onDetails }: { match: InvestorMatch } & MatchActions) {
  const accept = useAcceptMatch();
  const express = useExpressInterest();
  const titleId = `match-${match.id}`;
  const { opportunity, investor } = match;
  return (
    <Card variation="outlined" className="match-card" as="article" aria-labelledby={titleId} data-testid="match-card">
      <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
        <Heading level={3} id={titleId} className="match-card__title">
          {opportunity.title}
        </Heading>
        <Flex gap="0.35rem" wrap="wrap">
          <MatchStatusBadge status={match.status} />
          <Badge size="small">{match.matchedBy === 'proposal' && !match.interested ? 'Proposed by the club' : 'Interest expressed'}</Badge>
        </Flex>
      </Flex>
      <div className="match-score">
        <span className="match-score__percent" data-testid="match-percent">
          {scorePercent(match.compatibilityScore)}
        </span>
        <StarRating score={match.compatibilityScore} />
        <span className="muted">compatibility</span>
      </div>
      <FitExplanation fits={match.fits} misses={match.misses} label="Why this match" />
      <OtherParty match={match} />
      <Facts
        rows={[
          ['Matched', dayText(match.createdAt)],
          ['Stage', stageLabel(opportunity.stage)],
          ['Target', inr(opportunity.targetAmount, opportunity.currency)],
          ['Investor range', inrRange(investor.minInvestment, investor.maxInvestment)],
        ]}
      />
      {investor.focusAreas.length ? (
        <Flex gap="0.35rem" wrap="wrap" aria-label="Investor focus areas">
          {investor.focusAreas.slice(0, MATCH_FOCUS_AREAS_SHOWN).map((area) => (
            <Badge key={area} size="small">
              {industryLabel(area)}
            </Badge>
          ))}
        </Flex>
      ) : null}
      {match.meeting ? (
        <Text fontWeight="600">
          <span aria-hidden="true">📅 </span>Meeting: {meetingText(match.meeting.startTime, match.meeting.endTime, match.meeting.timeZone)}
        </Text>
      ) : null}
      {match.status === 'declined' && match.feedback ? <Text className="muted">Founder’s note: {match.feedback}</Text> : null}
      <Flex gap="0.5rem" wrap="wrap" className="match-card__actions">
        {match.status === 'pending' && match.side === 'founder' ? (
          <>
            <Button
              size="small"
              variation="primary"
              isDisabled={accept.isPending}
              onClick={() => accept.mutate(match)}
              aria-label={`Accept Match with ${investor.name}`}
            >
              {accept.isPending ? 'Accepting...' : 'Accept Match'}
            </Button>
            <Button size="small" onClick={() => onDecline(match)} aria-label={`Decline match with ${investor.name}`}>
              Decline
            </Button>
          </>
        ) : null}
        {match.status === 'pending' && match.side === 'investor' ? (
          match.interested ? (
            <Text as="span" className="muted">
              Waiting for the founder’s answer
            </Text>
          ) : (
            <Button
              size="small"
              variation="primary"
              isDisabled={express.isPending}
              onClick={() => express.mutate(opportunity.id)}
              aria-label={`Express Interest in ${opportunity.title}`}
            >
              Express Interest
            </Button>
          )
        ) : null}
        {match.status === 'accepted' ? (
          <>
            {match.meeting ? (
              <MeetingCalendarLink match={match} />
            ) : (
              <Button size="small" variation="primary" onClick={() => onSchedule(match)} aria-label={`Schedule Meeting about ${opportunity.title}`}>
                Schedule Meeting
              </Button>
            )}
            <MatchMessageButton match={match} />
          </>
        ) : null}
        <Button size="small" onClick={() => onDetails(match)} aria-label={`View Details of the match on ${opportunity.title}`}>
          View Details
        </Button>
      </Flex>
    </Card>
  );
}
