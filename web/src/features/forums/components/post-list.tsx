import type { Post } from '@club/shared';
import { EmptyState, ListError, ListSkeleton, LoadMore } from '../../../components/ui/list-states';
import { PostCard } from './post-card';

interface PagedPosts {
  items: Post[];
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A paged list of posts with its skeletons, empty state, error and Load more. */
export function PostList({ posts, empty, skeletons, onOpen }: { posts: PagedPosts; empty: string; skeletons: number; onOpen: (id: string) => void }) {
  if (posts.isPending) return <ListSkeleton count={skeletons} label="Loading posts" />;
  if (posts.isError) return <ListError onRetry={() => void posts.refetch()} />;
  if (!posts.items.length) return <EmptyState title={empty} />;
  return (
    <>
      <div className="card-list">
        {posts.items.map((post) => (
          <PostCard key={post.id} post={post} onOpen={onOpen} />
        ))}
      </div>
      <LoadMore hasNextPage={posts.hasNextPage} isFetchingNextPage={posts.isFetchingNextPage} onLoadMore={() => void posts.fetchNextPage()} />
    </>
  );
}
