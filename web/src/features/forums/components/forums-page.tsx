import { TOPIC_LABELS, TOPIC_TAGS, type TopicTag } from '@club/shared';
import { Button, Flex, Heading, SearchField, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { ActionsCard, SideCard, Sidebar } from '../../../components/ui/side-card';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useMyActivity } from '../../members';
import { useSavedItems } from '../../saved';
import { useSearchText } from '../../search';
import { useForums } from '../api/list-forums';
import { usePosts } from '../api/list-posts';
import { ForumCard } from './forum-card';
import { PostList } from './post-list';
import { PostSearch } from './post-search';

// The dialogs carry the forms (react-hook-form and the route's zod schemas): fetched when first opened, not with the page.
const CreatePostDialog = lazy(() => import('./create-post-dialog').then(({ CreatePostDialog }) => ({ default: CreatePostDialog })));
const PostDialog = lazy(() => import('./post-dialog').then(({ PostDialog }) => ({ default: PostDialog })));

type Tab = 'all' | TopicTag;
const TABS: TabDef<Tab>[] = [{ id: 'all', label: 'All Forums' }, ...TOPIC_TAGS.map((id) => ({ id, label: TOPIC_LABELS[id] }))];
const GUIDELINES = [
  'Keep discourse professional and respectful.',
  'Verify information before sharing.',
  'Use the appropriate forum category.',
  'Respect cultural sensitivities.',
];

/**
 * Business Forums. The URL's search params say what is shown, so
 * every view can be linked to from home: `topic`, `forumId`, `view=mine|bookmarks`,
 * `create=post` (opens the Create Post dialog), `post` (opens a post), `q`
 * (searches posts and replies; `forumId`, `topic` and `type` then filter the search).
 */
export function ForumsPage() {
  const [params, update] = useSearchParamState();
  const tab = tabOf(TABS, params.get('topic'));
  const openPost = (postId: string) => update({ post: postId });
  const createOpen = params.get('create') === 'post';
  // Mounted from its first opening on, as before (closing keeps it, and its draft, in the tree).
  const [createWanted, setCreateWanted] = useState(createOpen);
  if (createOpen && !createWanted) setCreateWanted(true);
  const selectTab = (id: Tab) => update({ topic: id === 'all' ? null : id, view: null, forumId: null });
  const view = params.get('view');
  const forumId = params.get('forumId');
  const postId = params.get('post');
  const { text, setText, q, searchNow } = useSearchText();

  return (
    <div className="page">
      <PageHeader title={paths.forums.title} subtitle={paths.forums.subtitle}>
        <Button variation="primary" onClick={() => update({ create: 'post' })}>
          Create Post
        </Button>
      </PageHeader>
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          <SearchField
            label="Search posts and replies"
            labelHidden
            placeholder="Search posts and replies..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            onClear={() => setText('')}
          />
          <PageTabs name="Forum topics" idPrefix="forum" tabs={TABS} current={tab} onSelect={selectTab} selected={!view && !forumId}>
            {q ? (
              <PostSearch q={q} params={params} onFilter={update} onSearch={searchNow} onOpen={openPost} />
            ) : view === 'mine' ? (
              <MyPosts onOpen={openPost} />
            ) : view === 'bookmarks' ? (
              <Bookmarks onOpen={openPost} />
            ) : forumId ? (
              <ForumPosts forumId={forumId} onOpen={openPost} onBack={() => update({ forumId: null })} />
            ) : tab === 'all' ? (
              <AllForums onView={(id) => update({ forumId: id })} onOpen={openPost} />
            ) : (
              <TopicPosts topic={tab} onOpen={openPost} />
            )}
          </PageTabs>
        </div>
        <ForumsSidebar onShow={(v) => update({ view: v, forumId: null, topic: null })} />
      </div>
      <Suspense fallback={null}>
        {createWanted ? (
          <CreatePostDialog key={forumId ?? 'any'} open={createOpen} onClose={() => update({ create: null })} forumId={forumId ?? undefined} />
        ) : null}
        {postId ? <PostDialog postId={postId} onClose={() => update({ post: null })} /> : null}
      </Suspense>
    </div>
  );
}

function AllForums({ onView, onOpen }: { onView: (id: string) => void; onOpen: (id: string) => void }) {
  const forums = useForums();
  const posts = usePosts();
  return (
    <>
      <PostsSection id="available-forums" title="Available Forums">
        <PagedListView
          list={forums}
          items={forums.items}
          skeletons={6}
          label="Loading forums"
          empty={<EmptyState title="No forums available yet." />}
          render={(shown) => (
            <div className="card-grid">
              {shown.map((forum) => (
                <ForumCard key={forum.id} forum={forum} onView={onView} />
              ))}
            </div>
          )}
        />
      </PostsSection>
      <PostsSection id="recent-discussions" title="Recent Discussions">
        <PostList posts={posts} skeletons={5} empty="No posts available yet. Be the first to start a discussion!" onOpen={onOpen} />
      </PostsSection>
    </>
  );
}

/** A titled section holding one paged list. */
function PostsSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function TopicPosts({ topic, onOpen }: { topic: TopicTag; onOpen: (id: string) => void }) {
  const label = TOPIC_LABELS[topic];
  const posts = usePosts({ topic });
  return (
    <PostsSection id="topic-heading" title={`${label} Discussions`}>
      <PostList posts={posts} skeletons={5} empty={`No ${label} discussions yet. Start the conversation!`} onOpen={onOpen} />
    </PostsSection>
  );
}

function ForumPosts({ forumId, onOpen, onBack }: { forumId: string; onOpen: (id: string) => void; onBack: () => void }) {
  const forums = useForums();
  const posts = usePosts({ forumId });
  const forum = forums.items.find((f) => f.id === forumId);
  return (
    <section aria-labelledby="forum-heading">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <Heading level={2} id="forum-heading">
          {forum?.title ?? 'Forum'}
        </Heading>
        <Button size="small" variation="link" onClick={onBack}>
          ← All forums
        </Button>
      </Flex>
      {forum?.description ? <Text className="muted">{forum.description}</Text> : null}
      <PostList posts={posts} skeletons={5} empty="No posts available yet. Be the first to start a discussion!" onOpen={onOpen} />
    </section>
  );
}

function MyPosts({ onOpen }: { onOpen: (id: string) => void }) {
  const posts = usePosts({ author: 'me' });
  return (
    <PostsSection id="my-posts" title="My Posts">
      <PostList posts={posts} skeletons={5} empty="You have not posted yet. Start a discussion with Create Post." onOpen={onOpen} />
    </PostsSection>
  );
}

function Bookmarks({ onOpen }: { onOpen: (id: string) => void }) {
  const saved = useSavedItems('post');
  const posts = saved.items.flatMap((item) => (item.post ? [item.post] : []));
  return (
    <PostsSection id="bookmarks" title="Bookmarks">
      <PostList
        posts={saved}
        items={posts}
        skeletons={5}
        label="Loading bookmarks"
        empty="No bookmarks yet. Open a post and press Bookmark to keep it here."
        onOpen={onOpen}
      />
    </PostsSection>
  );
}

/** The header's notifications panel is the one place notifications live; without it, say there are none. */
function openNotifications() {
  const bell = document.querySelector<HTMLButtonElement>('[data-notifications-button]');
  if (!bell) {
    toast({ title: 'Notifications', description: 'No new notifications' });
    return;
  }
  if (typeof bell.scrollIntoView === 'function') bell.scrollIntoView({ block: 'nearest' });
  if (bell.getAttribute('aria-expanded') !== 'true') bell.click();
  bell.focus();
}

function ForumsSidebar({ onShow }: { onShow: (view: 'mine' | 'bookmarks') => void }) {
  const forums = useForums();
  const activity = useMyActivity();
  const totalPosts = forums.items.reduce((sum, forum) => sum + (forum.postCount ?? 0), 0);
  return (
    <Sidebar label="Forum sidebar">
      <SideCard
        title="Forum Activity"
        stats={[
          ['Total Posts', totalPosts],
          ['Active Forums', forums.items.length],
          ['Your Posts', activity.data?.posts ?? 0],
        ]}
      />
      <SideCard title="Community Guidelines" items={GUIDELINES} />
      <ActionsCard>
        <Button onClick={() => onShow('mine')}>My Posts</Button>
        <Button onClick={() => onShow('bookmarks')}>Bookmarks</Button>
        <Button onClick={openNotifications}>Notifications</Button>
      </ActionsCard>
    </Sidebar>
  );
}
