import { NETWORK_LIMITS, NUDGE_TYPE_LABELS, nudgePriorityLabel, type NudgeType, type SmartNudge } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router-dom';
import { useActOnSmartNudge } from '../api/act-on-smart-nudge';
import { useDismissSmartNudge } from '../api/dismiss-smart-nudge';
import { useSmartNudges } from '../api/list-smart-nudges';

const ICONS: Record<NudgeType, string> = {
  location_overlap: '📍',
  mutual_interest: '🤝',
  introduction_suggestion: '👥',
  event_recommendation: '📅',
  business_opportunity: '💼',
};

/**
 * The smart nudges strip: at most the first 3, each with its
 * type icon and label, Priority, title and message; the action button only
 * when the nudge has an action URL (its label or 'Take Action'), Dismiss always.
 * Both refetch the nudges; Take Action then opens the action URL.
 */
export function NudgeStrip() {
  const nudges = useSmartNudges();
  const shown = nudges.items.slice(0, NETWORK_LIMITS.nudgesShown);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="nudges-heading" className="network-section">
      <Heading level={2} id="nudges-heading" className="side-card__title">
        Smart Nudges
      </Heading>
      <ul className="nudge-strip plain-list">
        {shown.map((nudge) => (
          <li key={nudge.id}>
            <NudgeCard nudge={nudge} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** In-app URLs go through the router; anything else is a full navigation. */
const isInApp = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/api/');

export function NudgeCard({ nudge }: { nudge: SmartNudge }) {
  const navigate = useNavigate();
  const act = useActOnSmartNudge();
  const dismiss = useDismissSmartNudge();
  const busy = act.isPending || dismiss.isPending;
  const takeAction = (url: string) =>
    act.mutate(nudge.id, {
      onSuccess: () => {
        if (isInApp(url)) void navigate(url);
        else window.location.assign(url);
      },
    });
  return (
    <Card variation="outlined" className="nudge" as="article" aria-labelledby={`nudge-${nudge.id}`} data-testid="nudge">
      <Flex justifyContent="space-between" alignItems="center" gap="0.5rem" wrap="wrap">
        <Text as="span" className="nudge__type">
          <span aria-hidden="true">{ICONS[nudge.type]} </span>
          {NUDGE_TYPE_LABELS[nudge.type]}
        </Text>
        <Badge size="small" variation={nudge.priority >= 4 ? 'warning' : 'info'}>
          {nudgePriorityLabel(nudge.priority)} priority
        </Badge>
      </Flex>
      <Heading level={3} id={`nudge-${nudge.id}`} className="nudge__title">
        {nudge.title}
      </Heading>
      <Text>{nudge.message}</Text>
      <Flex gap="0.5rem" wrap="wrap">
        {nudge.actionUrl ? (
          <Button size="small" variation="primary" onClick={() => takeAction(nudge.actionUrl!)} isDisabled={busy}>
            {nudge.actionLabel || 'Take Action'}
          </Button>
        ) : null}
        <Button size="small" onClick={() => dismiss.mutate(nudge.id)} isDisabled={busy} aria-label={`Dismiss: ${nudge.title}`}>
          Dismiss
        </Button>
      </Flex>
    </Card>
  );
}
