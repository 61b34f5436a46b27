import { PREVIEW, TOPIC_LABELS, type Forum, type TopicTag, preview } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import '../forums.css';

export const TOPIC_ICONS: Record<TopicTag, string> = {
  trade: '⇄',
  capital: '₹',
  tech: '⌘',
  infrastructure: '⛫',
  healthcare: '✚',
  hiring: '◆',
};

/** A forum card: icon, topic badge, title, description cut at 80, post and member counts, View. */
export function ForumCard({ forum, onView }: { forum: Forum; onView: (forumId: string) => void }) {
  return (
    <Card variation="outlined" className="forum-card">
      <Flex alignItems="center" gap="0.5rem">
        <span className="forum-card__icon" aria-hidden="true">
          {TOPIC_ICONS[forum.topicTag]}
        </span>
        <Badge size="small">{TOPIC_LABELS[forum.topicTag]}</Badge>
      </Flex>
      <Heading level={3} className="forum-card__title">
        {forum.title}
      </Heading>
      {forum.description ? <Text className="muted">{preview(forum.description, PREVIEW.forumDescription)}</Text> : null}
      <Flex justifyContent="space-between" alignItems="center" gap="0.5rem" wrap="wrap">
        <Text as="span" className="muted">
          {forum.postCount ?? 0} posts · {forum.memberCount ?? 0} members
        </Text>
        <Button size="small" onClick={() => onView(forum.id)} aria-label={`View ${forum.title}`}>
          View
        </Button>
      </Flex>
    </Card>
  );
}
