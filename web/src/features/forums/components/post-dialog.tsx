import { forumRoutes, labelOf, timeAgo, displayName } from '@club/shared';
import { Badge, Button, Flex, Loader, Text, TextAreaField } from '@aws-amplify/ui-react';
import { SubmitButton, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, ListError, LoadMore } from '../../../components/ui/list-states';
import { SaveButton } from '../../saved';
import { useCreateReply } from '../api/create-post-reply';
import { usePost } from '../api/get-post';
import { useReplies } from '../api/list-post-replies';
import { useToggleInterest } from '../api/set-post-interest';

/** A post opened from any list: its whole body, Interested, Bookmark, its replies and a reply box. */
export function PostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const post = usePost(postId);
  const title = post.data?.title ?? 'Discussion';
  return (
    <Dialog open onClose={onClose} title={title} size="large">
      {post.isPending ? (
        <Loader ariaLabel="Loading post" />
      ) : post.isError ? (
        <ListError onRetry={() => void post.refetch()} />
      ) : (
        <article className="post-detail">
          <Flex gap="0.5rem" alignItems="center" wrap="wrap" className="post-card__meta">
            <img className="avatar avatar--small" src={post.data.author.profileImageUrl || '/placeholder-avatar.svg'} alt="" />
            <Text as="span" fontWeight="600">
              {displayName(post.data.author)}
            </Text>
            {post.data.author.badges.map((badge) => (
              <Badge key={badge} size="small" variation="success">
                {labelOf(badge)}
              </Badge>
            ))}
            <Badge size="small" variation="info">
              {labelOf(post.data.type)}
            </Badge>
            <Text as="span" className="muted">
              {timeAgo(post.data.createdAt)}
            </Text>
          </Flex>
          <Text className="post-detail__body">{post.data.body}</Text>
          {post.data.tags.length ? (
            <Flex gap="0.25rem" wrap="wrap">
              {post.data.tags.map((tag) => (
                <Badge key={tag} size="small">
                  #{tag}
                </Badge>
              ))}
            </Flex>
          ) : null}
          <InterestBar postId={postId} interested={post.data.interested} count={post.data.interestCount} />
          <Replies postId={postId} count={post.data.replyCount} />
        </article>
      )}
    </Dialog>
  );
}

function InterestBar({ postId, interested, count }: { postId: string; interested: boolean; count: number }) {
  const toggle = useToggleInterest(postId);
  return (
    <Flex gap="0.5rem" alignItems="center" wrap="wrap" className="post-detail__actions">
      <Button
        size="small"
        variation={interested ? 'primary' : undefined}
        aria-pressed={interested}
        isDisabled={toggle.isPending}
        onClick={() => toggle.mutate(!interested)}
      >
        Interested
      </Button>
      <Text as="span" aria-live="polite">
        {count} interested
      </Text>
      <SaveButton kind="post" itemId={postId} />
    </Flex>
  );
}

function Replies({ postId, count }: { postId: string; count: number }) {
  const replies = useReplies(postId);
  const create = useCreateReply(postId);
  const form = useZodForm(forumRoutes.createPostReply.body, { defaultValues: { body: '' } });
  const blank = !form.watch('body').trim();
  const submit = form.onSubmit(({ body }) => create.mutate(body, form.mutateOptions()));
  return (
    <section aria-label="Replies" className="post-detail__replies">
      <Text as="h3" fontWeight="700">
        {count} {count === 1 ? 'reply' : 'replies'}
      </Text>
      {replies.isPending ? (
        <Loader ariaLabel="Loading replies" />
      ) : replies.isError ? (
        <ListError onRetry={() => void replies.refetch()} />
      ) : replies.items.length === 0 ? (
        <EmptyState title="No replies yet. Be the first to reply." />
      ) : (
        <ol className="reply-list">
          {replies.items.map((reply) => (
            <li key={reply.id} className="reply">
              <Flex gap="0.5rem" alignItems="center" wrap="wrap">
                <img className="avatar avatar--small" src={reply.author.profileImageUrl || '/placeholder-avatar.svg'} alt="" />
                <Text as="span" fontWeight="600">
                  {displayName(reply.author)}
                </Text>
                <Text as="span" className="muted">
                  {timeAgo(reply.createdAt)}
                </Text>
              </Flex>
              <Text className="reply__body">{reply.body}</Text>
            </li>
          ))}
        </ol>
      )}
      <LoadMore hasNextPage={replies.hasNextPage} isFetchingNextPage={replies.isFetchingNextPage} onLoadMore={() => void replies.fetchNextPage()} />
      <form onSubmit={submit} noValidate className="stack-form">
        <TextAreaField label="Your reply" rows={3} {...form.field('body')} />
        <Flex justifyContent="flex-end">
          <SubmitButton isPending={create.isPending} pendingLabel="Posting..." isDisabled={blank}>
            Reply
          </SubmitButton>
        </Flex>
      </form>
    </section>
  );
}
