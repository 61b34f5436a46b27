import { PREVIEW, TOPIC_LABELS, type Highlights, type Post, labelOf, preview, timeAgo, displayName } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Highlighted } from '../../search';

/**
 * One post in a list: title, type, body preview (150 + '...'), relative time, author and their first badge.
 * A search result passes its `highlights`: the matched words are marked, and the body shows its matching snippet.
 */
export function PostCard({ post, highlights = {}, onOpen }: { post: Post; highlights?: Highlights; onOpen: (postId: string) => void }) {
  const { author } = post;
  return (
    <Card variation="outlined" className="post-card">
      <Flex justifyContent="space-between" alignItems="baseline" gap="0.5rem" wrap="wrap">
        <Heading level={3} className="post-card__title">
          <button type="button" className="link-button" onClick={() => onOpen(post.id)}>
            <Highlighted parts={highlights.title} fallback={post.title} />
          </button>
        </Heading>
        <Flex gap="0.25rem" wrap="wrap">
          <Badge size="small" variation="info">
            {labelOf(post.type)}
          </Badge>
          <Badge size="small">{TOPIC_LABELS[post.topicTag]}</Badge>
        </Flex>
      </Flex>
      <Text className="post-card__body">
        <Highlighted parts={highlights.body} fallback={preview(post.body, PREVIEW.postBody)} />
      </Text>
      <Flex className="post-card__meta" gap="0.5rem" alignItems="center" wrap="wrap">
        <img className="avatar avatar--small" src={author.profileImageUrl || '/placeholder-avatar.svg'} alt="" />
        <Text as="span" fontWeight="600">
          {displayName(author)}
        </Text>
        {author.badges[0] ? (
          <Badge size="small" variation="success">
            {labelOf(author.badges[0])}
          </Badge>
        ) : null}
        <Text as="span" className="muted">
          {timeAgo(post.createdAt)}
        </Text>
        <Text as="span" className="muted">
          {post.replyCount} {post.replyCount === 1 ? 'reply' : 'replies'} · {post.interestCount} interested
        </Text>
        <Button size="small" variation="link" onClick={() => onOpen(post.id)} aria-label={`Open ${post.title}`}>
          Open
        </Button>
      </Flex>
    </Card>
  );
}
