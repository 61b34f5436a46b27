import { introFollowUpBody, introNoteBody, type Introduction, type IntroRole, type IntroStatus, type NetworkUser } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { FormDialog, leaveOutBlank, useZodForm } from '../../../components/form';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { labelOf } from '../../../lib/format';
import { useAcceptIntroRequest } from '../api/accept-intro-request';
import { useApproveIntroRequest } from '../api/approve-intro-request';
import { useDeclineIntroRequest } from '../api/decline-intro-request';
import { useFollowUpIntroRequest } from '../api/follow-up-intro-request';
import { useIntroRequests } from '../api/list-intro-requests';
import { useMarkIntroSuccessful } from '../api/mark-intro-successful';
import { fullName } from '../api/network-write';
import { formatDay, today } from '../format';

/** Spec 2 §9: 3 loading cards for introductions. */
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
type Acting = { kind: 'approve' | 'decline' | 'accept' | 'follow-up'; intro: Introduction };

/**
 * Introductions (spec 2 §2.4, issue 13): every introduction the member is part
 * of, with the status badge, purpose, date, the three parties with {email}
 * where shared, the message and notes; the introducer approves (with a note)
 * or declines a pending one, the target accepts or declines an approved one,
 * the requester marks an approved or accepted one successful or sets a
 * follow-up date. Empty: Explore 2nd Degree Connections switches tab.
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
      {acting?.kind === 'follow-up' ? <FollowUpDialog intro={acting.intro} onClose={() => setActing(null)} /> : null}
      {acting && acting.kind !== 'follow-up' ? <DecisionDialog kind={acting.kind} intro={acting.intro} onClose={() => setActing(null)} /> : null}
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
  const requesterCanClose = role === 'requester' && (intro.status === 'approved' || intro.status === 'accepted') && !intro.isSuccessful;
  const titleId = `intro-${intro.id}`;
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
          <>
            <Button size="small" variation="primary" onClick={() => markSuccessful.mutate(intro.id)} isLoading={markSuccessful.isPending} loadingText="Saving...">
              Mark as Successful
            </Button>
            <Button size="small" onClick={() => onAct('follow-up')}>
              Follow Up
            </Button>
          </>
        ) : null}
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

const DECISIONS = {
  approve: { title: 'Approve Introduction', submit: 'Approve Introduction', pending: 'Approving...', note: 'Note to the target (optional)' },
  decline: { title: 'Decline Introduction', submit: 'Decline', pending: 'Declining...', note: 'Reason (optional)' },
  accept: { title: 'Accept Introduction', submit: 'Accept Introduction', pending: 'Accepting...', note: 'Note to the requester (optional)' },
} as const;

const EMPTY_NOTE = { note: '' };

/** Approve, decline or accept, each with an optional note. */
function DecisionDialog({ kind, intro, onClose }: { kind: keyof typeof DECISIONS; intro: Introduction; onClose: () => void }) {
  const approve = useApproveIntroRequest();
  const decline = useDeclineIntroRequest();
  const accept = useAcceptIntroRequest();
  const mutation = { approve, decline, accept }[kind];
  const text = DECISIONS[kind];
  const form = useZodForm(introNoteBody, {
    defaultValues: EMPTY_NOTE,
    toBody: (values: typeof EMPTY_NOTE) => leaveOutBlank(values, ['note']),
  });
  const submit = form.onSubmit((body) => mutation.mutate({ introId: intro.id, note: body.note }, form.mutateOptions(onClose)));
  return (
    <FormDialog open onClose={onClose} title={text.title} onSubmit={submit} submitLabel={text.submit} pendingLabel={text.pending} isPending={mutation.isPending}>
      <Text>{decisionText(kind, intro)}</Text>
      {intro.message ? <Text className="muted">“{intro.message}”</Text> : null}
      <TextAreaField label={text.note} rows={3} {...form.field('note')} />
    </FormDialog>
  );
}

function decisionText(kind: keyof typeof DECISIONS, intro: Introduction): string {
  const requester = fullName(intro.requester);
  const target = fullName(intro.targetUser);
  if (kind === 'approve') return `Introduce ${requester} to ${target} (${labelOf(intro.purpose)}). ${intro.targetUser.firstName} is asked next.`;
  if (kind === 'accept') return `Accept the introduction to ${requester}: you are connected once you accept.`;
  return intro.myRole === 'introducer' ? `Decline to introduce ${requester} to ${target}.` : `Decline the introduction to ${requester}.`;
}

/** Follow Up: the requester picks a date (today or later); the nudge job reminds them on it. */
function FollowUpDialog({ intro, onClose }: { intro: Introduction; onClose: () => void }) {
  const followUp = useFollowUpIntroRequest(intro.id);
  const form = useZodForm(introFollowUpBody, { defaultValues: { followUpAt: intro.followUpAt ?? '' } });
  const submit = form.onSubmit((body) => followUp.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog open onClose={onClose} title="Follow Up" onSubmit={submit} submitLabel="Set Follow-up" pendingLabel="Saving..." isPending={followUp.isPending}>
      <Text>When should we remind you to follow up with {fullName(intro.targetUser)}? A nudge appears on that day.</Text>
      <TextField label="Follow-up date" type="date" min={today()} {...form.field('followUpAt')} />
    </FormDialog>
  );
}
