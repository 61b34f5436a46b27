import { INVESTOR_LOADING_CARDS, type Opportunity } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView, type PagedListState } from '../../../components/ui/list-states';
import { dealRoomUrl, paths, roomFileUrl } from '../../../config/paths';
import { useOpenDeal } from '../../deal-rooms';
import { useExpressInterest } from '../api/express-interest';
import { Facts, NoticeDialog, StageBadge, TeluguBadge, industryLabel, inr } from './investor-bits';
import { FitExplanation, StarRating, scorePercent } from './match-score';
import { ExternalLink } from '../../../components/ui/external-link';

/** Where Setup Investor Profile opens its form. */
export const PROFILE_SETUP_URL = `${paths.investors.path}?tab=profile&profile=edit`;

/** How the member stands as an investor: the profile read is loading, absent or there. */
export type ProfileState = 'loading' | 'none' | 'present';

/**
 * A deal flow card: title, stage, 'Telugu' badge,
 * location, industry, description, target amount, min investment and
 * pre-money valuation; how it fits the member's investor profile; Express
 * Interest (once; without a profile the member is led to set one up), View
 * Pitch (the uploaded deck in the room's viewer, which asks the founder for
 * access when the member has none; else the deck's link in a new tab; else
 * says there is none yet) and Data Room (the deal's room once open; the
 * founder opens it from here; otherwise says it is not yet open).
 */
export function OpportunityCard({ opportunity, memberId, profile }: { opportunity: Opportunity; memberId: string; profile: ProfileState }) {
  const express = useExpressInterest();
  const openDeal = useOpenDeal();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<'pitch' | 'dataRoom' | 'profile' | null>(null);
  const own = opportunity.createdBy === memberId;
  const interested = opportunity.myMatch?.interested ?? false;
  const titleId = `opportunity-${opportunity.id}`;
  const onInterest = () => (profile === 'none' ? setNotice('profile') : express.mutate(opportunity.id));
  const onDataRoom = () => {
    if (opportunity.dataRoomId) navigate(dealRoomUrl(opportunity.dataRoomId));
    else if (own) openDeal.mutate(opportunity.id, { onSuccess: (deal) => navigate(dealRoomUrl(deal.id)) });
    else setNotice('dataRoom');
  };

  return (
    <Card variation="outlined" className="deal-card" as="article" aria-labelledby={titleId} data-testid="deal-card">
      <Flex gap="0.35rem" wrap="wrap" alignItems="center">
        <StageBadge stage={opportunity.stage} />
        {opportunity.teluguFounders ? <TeluguBadge /> : null}
        {opportunity.isActive ? null : <Badge size="small">Inactive</Badge>}
      </Flex>
      <Heading level={3} id={titleId} className="deal-card__title">
        {opportunity.title}
      </Heading>
      <Text className="muted">
        {[opportunity.location, opportunity.industry ? industryLabel(opportunity.industry) : undefined].filter(Boolean).join(' · ') || 'Location not given'}
      </Text>
      {opportunity.description ? <Text className="deal-card__description">{opportunity.description}</Text> : null}
      <Facts
        label="Amounts"
        rows={[
          ['Target', inr(opportunity.targetAmount, opportunity.currency)],
          ['Min investment', inr(opportunity.minInvestment, opportunity.currency)],
          ['Pre-money valuation', inr(opportunity.valuation, opportunity.currency)],
        ]}
      />
      {opportunity.fit ? (
        <div className="match-score" aria-label="Fit with your investor profile">
          <span className="match-score__percent">{scorePercent(opportunity.fit.compatibilityScore)}</span>
          <StarRating score={opportunity.fit.compatibilityScore} />
          <span className="muted">fit</span>
          <FitExplanation fits={opportunity.fit.fits} misses={opportunity.fit.misses} label="Why this fit" />
        </div>
      ) : null}
      <Text className="muted">{opportunity.interestCount === 1 ? '1 investor interested' : `${opportunity.interestCount} investors interested`}</Text>
      <Flex gap="0.5rem" wrap="wrap" className="deal-card__actions">
        {own ? (
          <Text as="span" className="muted">
            Your opportunity
          </Text>
        ) : interested ? (
          <Badge variation="success">Interest expressed</Badge>
        ) : (
          <Button
            size="small"
            variation="primary"
            onClick={onInterest}
            isDisabled={express.isPending || profile === 'loading' || !opportunity.isActive}
            aria-label={`Express Interest in ${opportunity.title}`}
          >
            {express.isPending ? 'Sending...' : 'Express Interest'}
          </Button>
        )}
        {opportunity.pitchDeckFileId ? (
          <Link
            className="amplify-button amplify-button--small"
            to={roomFileUrl(opportunity.dataRoomId ?? opportunity.id, opportunity.pitchDeckFileId)}
            aria-label={`View Pitch of ${opportunity.title}`}
          >
            View Pitch
          </Link>
        ) : opportunity.pitchDeckUrl ? (
          <ExternalLink
            className="amplify-button amplify-button--small"
            href={opportunity.pitchDeckUrl}
            aria-label={`View Pitch of ${opportunity.title} (opens in a new tab)`}
          >
            View Pitch
          </ExternalLink>
        ) : (
          <Button size="small" onClick={() => setNotice('pitch')} aria-label={`View Pitch of ${opportunity.title}`}>
            View Pitch
          </Button>
        )}
        <Button size="small" onClick={onDataRoom} isDisabled={openDeal.isPending} aria-label={`Data Room of ${opportunity.title}`}>
          {openDeal.isPending ? 'Opening...' : 'Data Room'}
        </Button>
      </Flex>
      {notice === 'pitch' ? (
        <NoticeDialog title="No pitch deck yet" onClose={() => setNotice(null)}>
          {opportunity.title} has not shared a pitch deck yet. Express interest: once the founder accepts the match you can ask for it directly.
        </NoticeDialog>
      ) : null}
      {notice === 'dataRoom' ? (
        <NoticeDialog title="Data room not yet open" onClose={() => setNotice(null)}>
          The data room for {opportunity.title} is not yet open. Once the founder opens it, you can ask for access here.
        </NoticeDialog>
      ) : null}
      {notice === 'profile' ? <SetupProfileFirst onClose={() => setNotice(null)} /> : null}
    </Card>
  );
}

/** Express Interest without an investor profile: say why and lead to Setup Investor Profile. */
export function SetupProfileFirst({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open onClose={onClose} title="Set up your investor profile first">
      <Text>
        Interest is expressed by your investor profile: founders see your range, focus areas and thesis, and the match is scored against them. It takes a
        minute.
      </Text>
      <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
        <Button onClick={onClose}>Not now</Button>
        <Button variation="primary" onClick={() => navigate(PROFILE_SETUP_URL)}>
          Setup Investor Profile
        </Button>
      </Flex>
    </Dialog>
  );
}

/**
 * A filtered list of deal cards (Investor Corner's Deal Flow, the connector's
 * opportunities): "No opportunities match these filters" with Clear filters
 * while filtered, else `noneYet` under "No opportunities yet".
 */
export function OpportunityList({
  deals,
  label,
  filtered,
  onClearFilters,
  noneYet,
  memberId,
  profile,
}: {
  deals: PagedListState<Opportunity>;
  label: string;
  filtered: boolean;
  onClearFilters: () => void;
  noneYet: ReactNode;
  memberId: string;
  profile: ProfileState;
}) {
  return (
    <PagedListView
      list={deals}
      items={deals.items}
      skeletons={INVESTOR_LOADING_CARDS.deals}
      label={label}
      empty={
        filtered ? (
          <EmptyState title="No opportunities match these filters">
            <Button size="small" onClick={onClearFilters}>
              Clear filters
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title="No opportunities yet">{noneYet}</EmptyState>
        )
      }
      render={(shown) => (
        <div className="card-grid">
          {shown.map((opportunity) => (
            <OpportunityCard key={opportunity.id} opportunity={opportunity} memberId={memberId} profile={profile} />
          ))}
        </div>
      )}
    />
  );
}
