import type { Post } from '@club/shared';
import { EmptyState, PagedListView, type PagedListState } from '../../../components/ui/list-states';
import { PostCard } from './post-card';

/** A paged list of posts with its skeletons, empty state, error and Load more. */
export function PostList({
  posts,
  items = posts.items as Post[],
  empty,
  skeletons,
  label = 'Loading posts',
  onOpen,
}: {
  posts: PagedListState<unknown>;
  /** The posts to show when the list holds something else (saved items). */
  items?: Post[];
  empty: string;
  skeletons: number;
  label?: string;
  onOpen: (id: string) => void;
}) {
  return (
    <PagedListView
      list={posts}
      items={items}
      skeletons={skeletons}
      label={label}
      empty={<EmptyState title={empty} />}
      render={(shown) => (
        <div className="card-list">
          {shown.map((post) => (
            <PostCard key={post.id} post={post} onOpen={onOpen} />
          ))}
        </div>
      )}
    />
  );
}
