import type { Introduction, IntroRole, IntroStatus, NetworkUser } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, SelectField, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useIntroRequests } from '../api/list-intro-requests';
import { useMarkIntroSuccessful } from '../api/mark-intro-successful';
import { fullName } from '../api/network-write';
import { formatDay } from '../format';
import { labelOf } from '@club/shared';
import { MessageButton } from '../../messages';

// The note and date forms load when first opened, not with the page (form code stays out of the screen's chunk).
const DecisionDialog = lazy(() => import('./intro-decisions').then(({ DecisionDialog }) => ({ default: DecisionDialog })));
const FollowUpDialog = lazy(() => import('./intro-decisions').then(({ FollowUpDialog }) => ({ default: FollowUpDialog })));

/** 3 loading cards for introductions. */
const INTRO_LOADING_CARDS = 3;

const STATUS_LOOK: Record<IntroStatus, { label: string; variation?: 'info' | 'warning' | 'success' | 'error' }> = {
  pending: { label: 'Pending', variation: 'warning' },
  approved: { label: 'Approved', variation: 'info' },
  accepted: { label: 'Accepted', variation: 'success' },
  declined: { label: 'Declined', variation: 'error' },
  completed: { label: 'Completed', variation: 'success' },
};

const ROLE_TEXT: Record<IntroRole, string> = {
  requester: 'You asked for this introduction',
  introducer: 'You are asked to make this introduction',
  target: 'You are being introduced',
};

const ROLE_FILTERS: { value: '' | IntroRole; label: string }[] = [
  { value: '', label: 'All introductions' },
  { value: 'requester', label: 'I asked for' },
  { value: 'introducer', label: 'I am asked to make' },
  { value: 'target', label: 'Introduced to me' },
];

export function IntroStatusBadge({ status }: { status: IntroStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge size="small" variation={look.variation}>
      {look.label}
    </Badge>
  );
}

/** The note/decision dialogs an introduction's parties open. */
export type Acting = { kind: 'approve' | 'decline' | 'accept' | 'follow-up'; intro: Introduction };

/**
 * Introductions: every introduction the member is part
 * of, with the status badge, purpose, date, the three parties with {email}
 * where shared, the message and notes; the introducer approves (with a note)
 * or declines a pending one, the target accepts or declines an approved one,
 * the requester sets a follow-up date on an approved or accepted one and
 * marks it successful once the target accepted (the server refuses
 * it before). Empty: Explore 2nd Degree Connections switches tab.
 */
export function Introductions({ onExplore, focusId }: { onExplore: () => void; focusId?: string }) {
  const [role, setRole] = useState<'' | IntroRole>('');
  const intros = useIntroRequests(role || undefined);
  const [acting, setActing] = useState<Acting | null>(null);
  return (
    <>
      <SelectField label="Show" value={role} onChange={(event) => setRole(event.target.value as '' | IntroRole)} className="intro-filter">
        {ROLE_FILTERS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <PagedListView
        list={intros}
        items={intros.items}
        skeletons={INTRO_LOADING_CARDS}
        label="Loading introductions"
        empty={
          <EmptyState title={role ? 'No introductions here' : 'No introduction requests yet'}>
            <Text>Ask a mutual connection to introduce you to someone in your 2nd degree.</Text>
            <Button variation="primary" onClick={onExplore}>
              Explore 2nd Degree Connections
            </Button>
          </EmptyState>
        }
        render={(shown) => (
          <div className="card-list">
            {shown.map((intro) => (
              <IntroCard key={intro.id} intro={intro} focused={intro.id === focusId} onAct={(kind) => setActing({ kind, intro })} />
            ))}
          </div>
        )}
      />
      <Suspense fallback={null}>
        {acting?.kind === 'follow-up' ? <FollowUpDialog intro={acting.intro} onClose={() => setActing(null)} /> : null}
        {acting && acting.kind !== 'follow-up' ? <DecisionDialog kind={acting.kind} intro={acting.intro} onClose={() => setActing(null)} /> : null}
      </Suspense>
    </>
  );
}

function Party({ label, user }: { label: string; user: NetworkUser }) {
  return (
    <div className="stat-list__row">
      <dt>{label}</dt>
      <dd>
        {fullName(user)}
        {user.email ? (
          <>
            {' '}
            <a href={`mailto:${user.email}`} className="muted">
              {user.email}
            </a>
          </>
        ) : null}
      </dd>
    </div>
  );
}

function IntroCard({ intro, focused, onAct }: { intro: Introduction; focused: boolean; onAct: (kind: Acting['kind']) => void }) {
  const markSuccessful = useMarkIntroSuccessful();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);
  const role = intro.myRole;
  const requesterCanFollowUp = role === 'requester' && (intro.status === 'approved' || intro.status === 'accepted') && !intro.isSuccessful;
  // Successful only once the target accepted (an approved one still waits for them).
  const requesterCanClose = requesterCanFollowUp && intro.status === 'accepted';
  const titleId = `intro-${intro.id}`;
  // Once the target accepted, the requester and the target may write to each other (the introducer is not part of that thread).
  const introduced = (intro.status === 'accepted' || intro.status === 'completed') && role !== 'introducer';
  const other = role === 'requester' ? intro.targetUser : intro.requester;
  return (
    <Card
      ref={ref}
      variation="outlined"
      className={`person-card intro-card${focused ? ' intro-card--focused' : ''}`}
      as="article"
      aria-labelledby={titleId}
      data-testid="introduction"
    >
      <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
        <Heading level={3} id={titleId} className="person-card__name">
          {fullName(intro.requester)} → {fullName(intro.targetUser)}
        </Heading>
        <Flex gap="0.35rem" wrap="wrap">
          <IntroStatusBadge status={intro.status} />
          <Badge size="small">{labelOf(intro.purpose)}</Badge>
        </Flex>
      </Flex>
      <Text className="muted">
        {ROLE_TEXT[role]} · {formatDay(intro.createdAt)}
      </Text>
      <dl className="stat-list intro-card__parties">
        <Party label="Requester" user={intro.requester} />
        <Party label="Target" user={intro.targetUser} />
        <Party label="Introducer" user={intro.introducer} />
      </dl>
      {intro.message ? <Text className="intro-card__message">“{intro.message}”</Text> : null}
      {intro.introducerResponse ? (
        <Text className="muted">
          Note from {intro.introducer.firstName}: {intro.introducerResponse}
        </Text>
      ) : null}
      {intro.targetResponse ? (
        <Text className="muted">
          Note from {intro.targetUser.firstName}: {intro.targetResponse}
        </Text>
      ) : null}
      {intro.followUpAt && intro.status !== 'completed' ? <Text className="muted">Follow up on {formatDay(intro.followUpAt)}</Text> : null}
      {waitingText(intro) ? <Text className="muted">{waitingText(intro)}</Text> : null}
      <Flex gap="0.5rem" wrap="wrap">
        {role === 'introducer' && intro.status === 'pending' ? (
          <>
            <Button size="small" variation="primary" onClick={() => onAct('approve')}>
              Approve Introduction
            </Button>
            <Button size="small" onClick={() => onAct('decline')}>
              Decline
            </Button>
          </>
        ) : null}
        {role === 'target' && intro.status === 'approved' ? (
          <>
            <Button size="small" variation="primary" onClick={() => onAct('accept')}>
              Accept Introduction
            </Button>
            <Button size="small" onClick={() => onAct('decline')}>
              Decline
            </Button>
          </>
        ) : null}
        {requesterCanClose ? (
          <Button size="small" variation="primary" onClick={() => markSuccessful.mutate(intro.id)} isLoading={markSuccessful.isPending} loadingText="Saving...">
            Mark as Successful
          </Button>
        ) : null}
        {requesterCanFollowUp ? (
          <Button size="small" onClick={() => onAct('follow-up')}>
            Follow Up
          </Button>
        ) : null}
        {introduced ? <MessageButton memberId={other.id} name={fullName(other)} variation="link" /> : null}
      </Flex>
    </Card>
  );
}

/** Who the introduction waits for, as the requester or introducer sees it. */
function waitingText(intro: Introduction): string | undefined {
  if (intro.status === 'pending' && intro.myRole !== 'introducer') return `Waiting for ${fullName(intro.introducer)} to respond.`;
  if (intro.status === 'approved' && intro.myRole !== 'target') return `Waiting for ${fullName(intro.targetUser)} to accept.`;
  if (intro.status === 'accepted') return `${fullName(intro.requester)} and ${fullName(intro.targetUser)} are now connected.`;
  if (intro.status === 'declined' && intro.declinedBy) return `Declined by the ${intro.declinedBy}.`;
  return undefined;
}
