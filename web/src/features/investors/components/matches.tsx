import { INVESTOR_LOADING_CARDS, type InvestorMatch } from '@club/shared';
import { Badge, Button, Flex, Heading, Placeholder, Text, TextAreaField } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useMatch } from '../api/get-investor-match';
import { useMatches } from '../api/list-investor-matches';
import { useDeclineMatch } from '../api/respond-to-match';
import { Facts, MatchStatusBadge, dayText, industryLabel, inr, inrRange, investorTypeLabel, meetingText, stageLabel } from './investor-bits';
import { PersonChip } from '../../../components/people';
import { MatchCard, MatchMessageButton, MeetingCalendarLink, partyPerson } from './match-card';
import { FitExplanation, StarRating, scorePercent } from './match-score';

const ScheduleMeetingDialog = lazy(() => import('./schedule-meeting-dialog').then(({ ScheduleMeetingDialog }) => ({ default: ScheduleMeetingDialog })));

/** Matches: 3 loading cards; empty → 'No matches yet', leading to the Investor Profile tab. */
export function Matches({ onOpenProfile }: { onOpenProfile: () => void }) {
  const matches = useMatches();
  const [declining, setDeclining] = useState<InvestorMatch | null>(null);
  const [scheduling, setScheduling] = useState<InvestorMatch | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <section aria-labelledby="matches-heading" className="tabs__panel">
      <Heading level={2} id="matches-heading" className="visually-hidden">
        Matches
      </Heading>
      <PagedListView
        list={matches}
        items={matches.items}
        skeletons={INVESTOR_LOADING_CARDS.matches}
        label="Loading matches"
        empty={
          <EmptyState title="No matches yet">
            <Text>Set up your investor profile to be matched with opportunities that fit it, or add an opportunity to be matched with investors.</Text>
            <Button size="small" variation="primary" onClick={onOpenProfile}>
              Go to Investor Profile
            </Button>
          </EmptyState>
        }
        render={(shown) => (
          <div className="card-grid">
            {shown.map((match) => (
              <MatchCard key={match.id} match={match} onDecline={setDeclining} onSchedule={setScheduling} onDetails={(m) => setViewing(m.id)} />
            ))}
          </div>
        )}
      />
      {declining ? <DeclineMatchDialog match={declining} onClose={() => setDeclining(null)} /> : null}
      <Suspense fallback={null}>{scheduling ? <ScheduleMeetingDialog match={scheduling} onClose={() => setScheduling(null)} /> : null}</Suspense>
      {viewing ? <MatchDetailsDialog matchId={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}

/** Decline: asks first, with an optional note the investor sees. */
export function DeclineMatchDialog({ match, onClose }: { match: InvestorMatch; onClose: () => void }) {
  const decline = useDeclineMatch();
  const [feedback, setFeedback] = useState('');
  return (
    <Dialog open onClose={onClose} title="Decline this match?">
      <Text>
        Decline <strong>{match.investor.name}</strong> for {match.opportunity.title}? They see the match as declined, with your note if you leave one.
      </Text>
      <TextAreaField label="Note to the investor (optional)" rows={2} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
        <Button onClick={onClose}>Keep it</Button>
        <Button
          variation="destructive"
          isDisabled={decline.isPending}
          onClick={() => decline.mutate({ match, feedback: feedback.trim() || undefined }, { onSuccess: onClose })}
        >
          {decline.isPending ? 'Declining...' : 'Decline'}
        </Button>
      </Flex>
    </Dialog>
  );
}

/** View Details: the whole match, the investor's profile summary and the meeting. */
export function MatchDetailsDialog({ matchId, onClose }: { matchId: string; onClose: () => void }) {
  const match = useMatch(matchId);
  const data = match.data;
  return (
    <Dialog open onClose={onClose} title={data ? `Match: ${data.opportunity.title}` : 'Match details'} size="large">
      {match.isPending ? <Placeholder size="large" /> : null}
      {match.isError ? <Text role="alert">This match could not be loaded.</Text> : null}
      {data ? (
        <div className="investor-panel">
          <Flex gap="0.5rem" wrap="wrap" alignItems="center">
            <MatchStatusBadge status={data.status} />
            <span className="match-score__percent">{scorePercent(data.compatibilityScore)}</span>
            <StarRating score={data.compatibilityScore} />
          </Flex>
          <FitExplanation fits={data.fits} misses={data.misses} label="Why this match" />
          <Heading level={3}>Opportunity</Heading>
          <PersonChip person={partyPerson(data.founder)} size="compact" />
          <Facts
            rows={[
              ['Stage', stageLabel(data.opportunity.stage)],
              ['Industry', data.opportunity.industry ? industryLabel(data.opportunity.industry) : undefined],
              ['Location', data.opportunity.location],
              ['Target', inr(data.opportunity.targetAmount, data.opportunity.currency)],
              ['Min investment', inr(data.opportunity.minInvestment, data.opportunity.currency)],
              ['Telugu founders', data.opportunity.teluguFounders ? 'Yes' : 'No'],
              ['Status', data.opportunity.isActive ? 'Active' : 'Inactive'],
            ]}
          />
          <Heading level={3}>Investor</Heading>
          <PersonChip person={partyPerson(data.investor)} size="compact" />
          <Facts
            rows={[
              ['Type', investorTypeLabel(data.investor.investorType)],
              ['Fund', data.investor.fundName],
              ['Range', inrRange(data.investor.minInvestment, data.investor.maxInvestment)],
              ['Typical check', data.investor.checkSize === undefined ? undefined : inr(data.investor.checkSize)],
              ['Assets under management', data.investor.aum === undefined ? undefined : inr(data.investor.aum)],
              ['Accredited', data.investor.isAccredited ? 'Yes (self-declared)' : 'No'],
              ['Geography', data.investor.geography.join(', ')],
            ]}
          />
          {data.investor.focusAreas.length || data.investor.preferredStages.length ? (
            <Flex gap="0.35rem" wrap="wrap">
              {data.investor.focusAreas.map((area) => (
                <Badge key={area} size="small">
                  {industryLabel(area)}
                </Badge>
              ))}
              {data.investor.preferredStages.map((stage) => (
                <Badge key={stage} size="small" variation="info">
                  {stageLabel(stage)}
                </Badge>
              ))}
            </Flex>
          ) : null}
          {data.investor.thesis ? <Text>Thesis: {data.investor.thesis}</Text> : null}
          <Facts
            rows={[
              ['Matched', dayText(data.createdAt)],
              ['How', data.matchedBy === 'interest' ? 'The investor expressed interest' : 'Proposed by the club from the score'],
              ['Answered', data.respondedAt ? dayText(data.respondedAt) : undefined],
              ['Meeting', data.meeting ? meetingText(data.meeting.startTime, data.meeting.endTime, data.meeting.timeZone) : undefined],
              ['Meeting place', data.meeting?.location],
              ['Contact', data.contactEmail],
            ]}
          />
          {data.feedback ? <Text className="muted">Founder’s note: {data.feedback}</Text> : null}
          {data.status === 'accepted' ? (
            <Flex gap="0.5rem" wrap="wrap">
              {data.meeting ? <MeetingCalendarLink match={data} /> : null}
              <MatchMessageButton match={data} />
            </Flex>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
