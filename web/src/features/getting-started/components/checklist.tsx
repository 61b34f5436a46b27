import { CHECKLIST_STEPS, type ChecklistStep, type ChecklistStepState } from '@club/shared';
import { Card, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { paths, PROFILE_EDIT_URL } from '../../../config/paths';
import { useGettingStarted } from '../api/get-getting-started';
import './getting-started.css';

/** Each step's wording and the screen that completes it. */
const STEPS: Record<ChecklistStep, { label: (state: ChecklistStepState) => string; to: string }> = {
  photo: { label: () => 'Add a profile photo', to: PROFILE_EDIT_URL },
  titleAndCompany: { label: () => 'Add your title and company', to: PROFILE_EDIT_URL },
  chapters: { label: () => 'Choose your chapters', to: PROFILE_EDIT_URL },
  connections: { label: ({ count = 0, goal = 0 }) => `Connect with ${goal} members (${count} of ${goal})`, to: paths.networkGraph.path },
  mailPreferences: { label: () => 'Choose which e-mails you get', to: paths.notificationSettings.path },
  firstRsvp: { label: () => 'RSVP to your first event', to: paths.events.path },
};

function Step({ state }: { state: ChecklistStepState }) {
  const { label, to } = STEPS[state.step];
  return (
    <li className="checklist__step" data-done={state.done}>
      <span className="checklist__mark" aria-hidden="true">
        {state.done ? '✓' : ''}
      </span>
      {state.done ? (
        <span>
          {label(state)} <span className="visually-hidden">(done)</span>
        </span>
      ) : (
        <Link to={to}>{label(state)}</Link>
      )}
    </li>
  );
}

/**
 * The first-visit checklist, as the server computed it from the member's
 * data: each open step links to the screen that completes it, each done one
 * is ticked, and the card goes once every step is done and staff verified
 * the member.
 */
export function GettingStartedChecklist() {
  const started = useGettingStarted();
  if (started.isPending) return <Loader ariaLabel="Loading your checklist" />;
  if (started.isError) return null;
  const { checklist, verified } = started.data;
  const doneCount = checklist.filter((state) => state.done).length;
  if (verified && doneCount === checklist.length) return null;
  const ordered = CHECKLIST_STEPS.flatMap((step) => checklist.filter((state) => state.step === step));
  return (
    <Card variation="outlined" as="section" className="home-section checklist" aria-labelledby="checklist-heading">
      <Heading level={2} id="checklist-heading" className="home-section__title">
        Getting started
      </Heading>
      <Text className="checklist__status" data-testid="verification-status">
        {verified
          ? 'Verified member: the club’s staff checked your profile.'
          : 'Awaiting verification: the club’s staff verify every member from their profile.'}
      </Text>
      <Text className="muted" data-testid="checklist-progress">
        {doneCount} of {checklist.length} done
      </Text>
      <ul className="checklist__steps">
        {ordered.map((state) => (
          <Step key={state.step} state={state} />
        ))}
      </ul>
    </Card>
  );
}
