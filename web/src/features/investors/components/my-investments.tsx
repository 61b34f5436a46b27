import { INVESTOR_LOADING_CARDS, type Opportunity } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useDeactivateOpportunity } from '../api/deactivate-investment-opportunity';
import { useMyOpportunities } from '../api/list-my-investment-opportunities';
import { useOpportunityInterest } from '../api/list-opportunity-interest';
import { ActiveBadge, Facts, MatchStatusBadge, StageBadge, dayText, industryLabel, inr, inrRange, investorTypeLabel } from './investor-bits';
import { FitExplanation, StarRating, scorePercent } from './match-score';
import { partyPerson } from './match-card';
import { PersonChip } from '../../../components/people';

const EditOpportunityDialog = lazy(() => import('./opportunity-form').then(({ EditOpportunityDialog }) => ({ default: EditOpportunityDialog })));

const interestText = (count: number) => (count === 1 ? '1 interested investor' : `${count} interested investors`);

/**
 * My Investments: the member's own opportunities, 2 loading
 * cards, Active/Inactive, stage, interest count and amount raised; Manage
 * Opportunity (edit, raised amount, deactivate) and View Interest. Empty:
 * 'No opportunities created yet' with 'Create Your First Opportunity'.
 */
export function MyInvestments({ onCreate }: { onCreate: () => void }) {
  const mine = useMyOpportunities();
  const [managing, setManaging] = useState<Opportunity | null>(null);
  const [interestOf, setInterestOf] = useState<Opportunity | null>(null);
  return (
    <section aria-labelledby="my-investments-heading" className="tabs__panel">
      <Heading level={2} id="my-investments-heading" className="visually-hidden">
        My Investments
      </Heading>
      <PagedListView
        list={mine}
        items={mine.items}
        skeletons={INVESTOR_LOADING_CARDS.myOpportunities}
        label="Loading your opportunities"
        empty={
          <EmptyState title="No opportunities created yet">
            <Button size="small" variation="primary" onClick={onCreate}>
              Create Your First Opportunity
            </Button>
          </EmptyState>
        }
        render={(shown) => (
          <div className="card-list">
            {shown.map((opportunity) => (
              <Card
                key={opportunity.id}
                variation="outlined"
                className="deal-card"
                as="article"
                aria-labelledby={`mine-${opportunity.id}`}
                data-testid="my-opportunity"
              >
                <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
                  <Heading level={3} id={`mine-${opportunity.id}`} className="deal-card__title">
                    {opportunity.title}
                  </Heading>
                  <Flex gap="0.35rem" wrap="wrap">
                    <StageBadge stage={opportunity.stage} />
                    <ActiveBadge isActive={opportunity.isActive} />
                  </Flex>
                </Flex>
                <Facts
                  rows={[
                    ['Interest', interestText(opportunity.interestCount)],
                    ['Amount raised', inr(opportunity.raisedAmount, opportunity.currency)],
                    ['Target', inr(opportunity.targetAmount, opportunity.currency)],
                    ['Added', dayText(opportunity.createdAt)],
                  ]}
                />
                <Flex gap="0.5rem" wrap="wrap">
                  <Button size="small" onClick={() => setManaging(opportunity)} aria-label={`Manage Opportunity ${opportunity.title}`}>
                    Manage Opportunity
                  </Button>
                  <Button size="small" variation="primary" onClick={() => setInterestOf(opportunity)} aria-label={`View Interest in ${opportunity.title}`}>
                    View Interest
                  </Button>
                </Flex>
              </Card>
            ))}
          </div>
        )}
      />
      {managing ? <ManageOpportunityDialog opportunity={managing} onClose={() => setManaging(null)} /> : null}
      {interestOf ? <InterestDialog opportunity={interestOf} onClose={() => setInterestOf(null)} /> : null}
    </section>
  );
}

/** Manage Opportunity: edit it and its raised amount, or deactivate it (asked first). */
function ManageOpportunityDialog({ opportunity, onClose }: { opportunity: Opportunity; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const deactivate = useDeactivateOpportunity();
  if (confirming) {
    return (
      <Dialog open onClose={() => setConfirming(false)} title="Deactivate opportunity?">
        <Text>
          Deactivate <strong>{opportunity.title}</strong>? It leaves deal flow and investors can no longer express interest; your matches stay.
        </Text>
        <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
          <Button onClick={() => setConfirming(false)}>Keep it active</Button>
          <Button variation="destructive" isDisabled={deactivate.isPending} onClick={() => deactivate.mutate(opportunity.id, { onSuccess: onClose })}>
            {deactivate.isPending ? 'Deactivating...' : 'Deactivate'}
          </Button>
        </Flex>
      </Dialog>
    );
  }
  return (
    <Suspense fallback={null}>
      <EditOpportunityDialog opportunity={opportunity} onClose={onClose}>
        {opportunity.isActive ? (
          <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
            <Text>This opportunity is active and shown in deal flow.</Text>
            <Button size="small" variation="destructive" type="button" onClick={() => setConfirming(true)}>
              Deactivate
            </Button>
          </Flex>
        ) : (
          <Text className="muted">This opportunity is inactive: it is not shown in deal flow.</Text>
        )}
      </EditOpportunityDialog>
    </Suspense>
  );
}

/** View Interest: the investors who expressed interest, with their profile summary and score. */
function InterestDialog({ opportunity, onClose }: { opportunity: Opportunity; onClose: () => void }) {
  const interest = useOpportunityInterest(opportunity.id);
  return (
    <Dialog open onClose={onClose} title={`Interest in ${opportunity.title}`} size="large">
      <PagedListView
        list={interest}
        items={interest.items}
        skeletons={INVESTOR_LOADING_CARDS.myOpportunities}
        label="Loading interested investors"
        empty={
          <EmptyState title="No interest yet">Investors who express interest appear here with their profile and score; accept them under Matches.</EmptyState>
        }
        render={(shown) => (
          <div className="card-list">
            {shown.map((match) => (
              <Card key={match.id} variation="outlined" className="investor-card" data-testid="interested-investor">
                <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
                  <PersonChip person={partyPerson(match.investor)} headingLevel={3} />
                  <MatchStatusBadge status={match.status} />
                </Flex>
                <div className="match-score">
                  <span className="match-score__percent">{scorePercent(match.compatibilityScore)}</span>
                  <StarRating score={match.compatibilityScore} />
                </div>
                <FitExplanation fits={match.fits} misses={match.misses} label={`How ${match.investor.name} fits`} />
                <Facts
                  rows={[
                    ['Type', investorTypeLabel(match.investor.investorType)],
                    ['Fund', match.investor.fundName],
                    ['Range', inrRange(match.investor.minInvestment, match.investor.maxInvestment)],
                    ['Typical check', match.investor.checkSize === undefined ? undefined : inr(match.investor.checkSize)],
                    ['Interested', match.interestedAt ? dayText(match.interestedAt) : undefined],
                  ]}
                />
                {match.investor.focusAreas.length ? (
                  <Flex gap="0.35rem" wrap="wrap">
                    {match.investor.focusAreas.map((area) => (
                      <Badge key={area} size="small">
                        {industryLabel(area)}
                      </Badge>
                    ))}
                  </Flex>
                ) : null}
                {match.investor.thesis ? <Text className="muted">{match.investor.thesis}</Text> : null}
              </Card>
            ))}
          </div>
        )}
      />
    </Dialog>
  );
}
