import { labelOf, timeAgo, type MemberSession } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { dayText } from '../../../lib/time-zone';
import { useMySessions } from '../api/list-my-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { useSignOutSession } from '../api/sign-out-session';

/** 'Chrome 131 on macOS 14', the name a device goes by on this page. */
const deviceName = (session: MemberSession) => `${session.browser} on ${session.os}`;

function SessionRow({ session }: { session: MemberSession }) {
  const signOut = useSignOutSession();
  const name = deviceName(session);
  const facts = [
    session.device ? labelOf(session.device) : undefined,
    `signed in ${dayText(session.signedInAt)}`,
    session.current ? undefined : `last active ${timeAgo(session.lastActiveAt)}`,
    session.place,
  ].filter(Boolean);
  return (
    <li className="privacy-device" data-testid="session-row">
      <div>
        <Flex as="span" gap="0.5rem" alignItems="center" wrap="wrap">
          <Text as="span" fontWeight="600">
            {name}
          </Text>
          {session.current ? (
            <Badge size="small" variation="success">
              This device
            </Badge>
          ) : null}
        </Flex>
        <Text className="muted">{facts.join(' · ')}</Text>
      </div>
      {session.current ? null : (
        <Button size="small" isLoading={signOut.isPending} loadingText="Signing out" aria-label={`Sign out ${name}`} onClick={() => signOut.mutate(session.id)}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Sign out everywhere else, after a confirm step (other tabs on those devices lose their sign-in). */
function SignOutEverywhereElse() {
  const signOut = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button size="small" onClick={() => setConfirming(true)}>
        Sign out everywhere else
      </Button>
    );
  }
  return (
    <div role="alert" className="privacy-confirm">
      <Text>Sign out of every other device? You stay signed in here.</Text>
      <Flex gap="0.5rem" wrap="wrap">
        <Button
          size="small"
          variation="primary"
          isLoading={signOut.isPending}
          loadingText="Signing out"
          onClick={() => signOut.mutate(undefined, { onSettled: () => setConfirming(false) })}
        >
          Yes, sign out the others
        </Button>
        <Button size="small" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </Flex>
    </div>
  );
}

/** Signed-in devices: where the member is signed in, with sign out per device and everywhere else. */
export function DevicesSection() {
  const headingId = useId();
  const sessions = useMySessions();
  const others = sessions.items.filter((session) => !session.current).length;
  return (
    <Card variation="outlined" as="section" aria-labelledby={headingId} className="privacy-section">
      <Heading level={2} id={headingId}>
        Signed-in devices
      </Heading>
      <Text className="muted">A place shows only when the network tells us the city.</Text>
      <PagedListView
        list={sessions}
        items={sessions.items}
        skeletons={2}
        label="Loading your devices"
        empty={<EmptyState title="No signed-in devices" />}
        render={(rows) => (
          <ul className="privacy-list" aria-label="Your devices">
            {rows.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      />
      {others > 0 ? (
        <div className="privacy-actions">
          <SignOutEverywhereElse />
        </div>
      ) : null}
    </Card>
  );
}
