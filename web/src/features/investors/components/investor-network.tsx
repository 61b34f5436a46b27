import { INDUSTRIES, INVESTOR_TYPES, type InvestorCard, displayName } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { PersonChip } from '../../../components/people';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { oneOf, useSearchParamState } from '../../../lib/use-search-param-state';
import { useInvestorProfiles } from '../api/list-investor-profiles';
import { FilterSelect, Facts, industryLabel, inr, inrRange, investorTypeLabel, stageLabel } from './investor-bits';

const RequestIntroDialog = lazy(() => import('./request-intro-dialog').then(({ RequestIntroDialog }) => ({ default: RequestIntroDialog })));
/** Loading placeholders for the investor list: 6, as for every people list. */
const INVESTOR_LOADING_CARDS = 6;

/**
 * Investor Network: the club's real investor profiles,
 * by type or focus area (`type`, `focus` in the URL), each with Request
 * Introduction.
 */
export function InvestorNetwork({ memberId }: { memberId: string }) {
  const [params, update] = useSearchParamState();
  const type = params.get('type');
  const focus = params.get('focus');
  const typeFilter = oneOf(INVESTOR_TYPES, type);
  const focusFilter = oneOf(INDUSTRIES, focus);
  const investors = useInvestorProfiles({ investorType: typeFilter, focusArea: focusFilter });
  const [asking, setAsking] = useState<InvestorCard | null>(null);

  return (
    <section aria-labelledby="investor-network-heading" className="tabs__panel">
      <Heading level={2} id="investor-network-heading" className="visually-hidden">
        Investor Network
      </Heading>
      <div className="deal-filters" role="search" aria-label="Filter investors">
        <FilterSelect
          label="Investor type"
          all="All types"
          values={INVESTOR_TYPES}
          labelOf={investorTypeLabel}
          value={typeFilter}
          onChange={(value) => update({ type: value })}
        />
        <FilterSelect
          label="Focus area"
          all="All focus areas"
          values={INDUSTRIES}
          labelOf={industryLabel}
          value={focusFilter}
          onChange={(value) => update({ focus: value })}
        />
      </div>
      <PagedListView
        list={investors}
        items={investors.items}
        skeletons={INVESTOR_LOADING_CARDS}
        label="Loading investors"
        empty={
          <EmptyState title={typeFilter || focusFilter ? 'No investors match these filters' : 'No investor profiles yet'}>
            Members become investors here by setting up an investor profile in Investor Corner.
          </EmptyState>
        }
        render={(shown) => (
          <div className="card-grid">
            {shown.map((investor) => (
              <InvestorNetworkCard key={investor.userId} investor={investor} isMe={investor.userId === memberId} onAsk={() => setAsking(investor)} />
            ))}
          </div>
        )}
      />
      <Suspense fallback={null}>{asking ? <RequestIntroDialog investor={asking} onClose={() => setAsking(null)} /> : null}</Suspense>
    </section>
  );
}

function InvestorNetworkCard({ investor, isMe, onAsk }: { investor: InvestorCard; isMe: boolean; onAsk: () => void }) {
  const name = displayName(investor);
  const titleId = `investor-${investor.userId}`;
  return (
    <Card variation="outlined" className="investor-card" as="article" aria-labelledby={titleId} data-testid="investor-card">
      <Flex gap="0.35rem" wrap="wrap">
        <Badge size="small" variation="info">
          {investorTypeLabel(investor.investorType)}
        </Badge>
        {investor.isAccredited ? (
          <Badge size="small" variation="success">
            Accredited (self-declared)
          </Badge>
        ) : null}
      </Flex>
      <PersonChip person={investor} headingLevel={3} nameId={titleId} />
      {investor.fundName ? <Text className="muted">{investor.fundName}</Text> : null}
      <Facts
        rows={[
          ['Range', inrRange(investor.minInvestment, investor.maxInvestment)],
          ['Typical check', investor.checkSize === undefined ? undefined : inr(investor.checkSize)],
          ['Stages', investor.preferredStages.map(stageLabel).join(', ')],
          ['Geography', investor.geography.join(', ')],
        ]}
      />
      {investor.focusAreas.length ? (
        <Flex gap="0.35rem" wrap="wrap" aria-label="Focus areas">
          {investor.focusAreas.map((area) => (
            <Badge key={area} size="small">
              {industryLabel(area)}
            </Badge>
          ))}
        </Flex>
      ) : null}
      {investor.thesis ? <Text className="deal-card__description">{investor.thesis}</Text> : null}
      {investor.portfolio.length ? <Text className="muted">Portfolio: {investor.portfolio.join(', ')}</Text> : null}
      <Flex gap="0.5rem" wrap="wrap" className="deal-card__actions">
        {isMe ? (
          <Text as="span" className="muted">
            Your investor profile
          </Text>
        ) : (
          <Button size="small" variation="primary" onClick={onAsk} aria-label={`Request Introduction to ${name}`}>
            Request Introduction
          </Button>
        )}
      </Flex>
    </Card>
  );
}
