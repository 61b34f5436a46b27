import { HOME_SLICES, TOPIC_LABELS, labelOf } from '@club/shared';
import { Badge, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState, PagedListView, type PagedListState } from '../../../components/ui/list-states';
import { NameLine } from '../../../components/ui/side-card';
import { paths } from '../../../config/paths';
import { PostCard, usePosts } from '../../forums';
import { JobCard, useJobs } from '../../jobs';
import { ListingCard, useListings } from '../../marketplace';
import { MemberMini, useMembers } from '../../members';
import { useAvailableRoomNights } from '../../room-nights';
import '../home.css';

const HOME_TOPICS = ['trade', 'capital', 'tech', 'infrastructure', 'healthcare'] as const;
const RECENT_MEMBERS = 6;

/**
 * A home slice: a paged list's states (skeletons, retry, empty text) but no Load more,
 * since each section links to its whole list.
 */
function FeedState<T>({
  list,
  items,
  count,
  empty,
  render,
}: {
  list: Omit<PagedListState<unknown>, 'items'>;
  items: T[];
  count: number;
  empty: string;
  render: (items: T[]) => ReactNode;
}) {
  return <PagedListView list={{ ...list, hasNextPage: false }} items={items} skeletons={count} empty={<EmptyState title={empty} />} render={render} />;
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `home-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card variation="outlined" className="home-section" as="section" aria-labelledby={id}>
      <Flex justifyContent="space-between" alignItems="center" gap="0.5rem" wrap="wrap">
        <Heading level={2} id={id} className="home-section__title">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Card>
  );
}

export function ActiveForums() {
  const navigate = useNavigate();
  const posts = usePosts({ limit: HOME_SLICES.posts });
  const items = posts.items.slice(0, HOME_SLICES.posts);
  return (
    <Section title="Active Forums" action={<Link to={paths.forums.path}>View All</Link>}>
      <Flex gap="0.5rem" wrap="wrap" className="chips">
        {HOME_TOPICS.map((topic) => (
          <Link key={topic} className="chip" to={`${paths.forums.path}?topic=${topic}`}>
            {TOPIC_LABELS[topic]}
          </Link>
        ))}
      </Flex>
      <FeedState
        list={posts}
        count={HOME_SLICES.posts}
        empty="No forum posts yet. Be the first to start a discussion!"
        items={items}
        render={(shown) => (
          <div className="card-list">
            {shown.map((post) => (
              <PostCard key={post.id} post={post} onOpen={(id) => navigate(`${paths.forums.path}?post=${encodeURIComponent(id)}`)} />
            ))}
          </div>
        )}
      />
    </Section>
  );
}

export function MarketplaceFeed() {
  const listings = useListings({ limit: HOME_SLICES.listings });
  const items = listings.items.slice(0, HOME_SLICES.listings);
  return (
    <Section
      title="Trade Marketplace"
      action={
        <Link className="amplify-button amplify-button--small" to={`${paths.marketplace.path}?create=listing`}>
          Post Listing
        </Link>
      }
    >
      <FeedState
        list={listings}
        count={HOME_SLICES.listings}
        empty="No trade listings yet. Post your first import need or export offer!"
        items={items}
        render={(shown) => (
          <div className="card-grid card-grid--two">
            {shown.map((listing) => (
              <ListingCard key={listing.id} listing={listing} />
            ))}
          </div>
        )}
      />
    </Section>
  );
}

export function JobsFeed() {
  const jobs = useJobs({ limit: HOME_SLICES.jobs });
  const items = jobs.items.slice(0, HOME_SLICES.jobs);
  return (
    <Section title="Executive Opportunities" action={<Link to={paths.jobs.path}>View All Jobs</Link>}>
      <FeedState
        list={jobs}
        count={HOME_SLICES.jobs}
        empty="No job listings yet. Check back soon for executive opportunities!"
        items={items}
        render={(shown) => (
          <div className="card-list">
            {shown.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </div>
        )}
      />
    </Section>
  );
}

export function RecentMembers() {
  const members = useMembers({ limit: RECENT_MEMBERS });
  const items = members.items.slice(0, RECENT_MEMBERS);
  return (
    <Section title="Recent Members" action={<Link to={paths.directory.path}>Directory</Link>}>
      <FeedState
        list={members}
        count={3}
        empty="No recent members to display"
        items={items}
        render={(shown) => (
          <ul className="member-mini-list">
            {shown.map((member) => (
              <MemberMini key={member.id} member={member} />
            ))}
          </ul>
        )}
      />
    </Section>
  );
}

export function RoomNightFeed() {
  const rooms = useAvailableRoomNights(HOME_SLICES.roomNights);
  const items = rooms.items.slice(0, HOME_SLICES.roomNights);
  return (
    <Section title="Room Night Exchange">
      <FeedState
        list={rooms}
        count={HOME_SLICES.roomNights}
        empty="No room nights available for exchange"
        items={items}
        render={(shown) => (
          <ul className="room-list">
            {shown.map((room) => (
              <li key={room.id} className="room">
                <NameLine name={room.hotelName} detail={room.date} />
                {room.action === 'donate' ? (
                  <Flex gap="0.5rem" alignItems="center">
                    <Badge size="small" variation="success">
                      Donation
                    </Badge>
                    <Link className="amplify-button amplify-button--small" to={`${paths.darshan.path}#room-exchange`}>
                      Request
                    </Link>
                  </Flex>
                ) : (
                  <Badge size="small" variation="info">
                    {room.action === 'swap' ? 'Swap' : labelOf(room.action)}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      />
    </Section>
  );
}

export function DarshanCard() {
  return (
    <Section title="VIP Darshan Planner">
      <Text>Plan your Tirumala visit through official TTD channels, with help from the club’s concierge.</Text>
      <Link className="amplify-button amplify-button--primary amplify-button--small" to={paths.darshan.path}>
        Plan Visit
      </Link>
    </Section>
  );
}

export function ConciergeCard() {
  return (
    <Section title="Andhra Concierge">
      <Text className="muted">“I need a meeting with the Industries department in Amaravati next week.”</Text>
      <Link className="amplify-button amplify-button--primary amplify-button--small" to={paths.concierge.path}>
        Start Chat
      </Link>
    </Section>
  );
}

/** The floating plus: starts a forum post. */
export function FloatingCreate() {
  return (
    <Link className="fab" to={`${paths.forums.path}?create=post`} aria-label="Create post">
      +
    </Link>
  );
}
