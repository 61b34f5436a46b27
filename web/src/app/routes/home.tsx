import { APP_NAME } from '../../config/app';
import { useUser } from '../../features/auth';
import {
  ActiveForums,
  ConciergeCard,
  DarshanCard,
  FloatingCreate,
  JobsFeed,
  MarketplaceFeed,
  QuickActions,
  RecentMembers,
  RoomNightFeed,
  WelcomeHero,
} from '../../features/home';

/** Signed-in home (/): greeting, quick actions and the feed. */
export default function HomeRoute() {
  const { data: user } = useUser();
  return (
    <div className="page">
      <title>{`Home · ${APP_NAME}`}</title>
      <WelcomeHero firstName={user?.firstName} verified={user?.verified} />
      <QuickActions />
      <div className="home-grid">
        <div className="home-grid__main">
          <ActiveForums />
          <MarketplaceFeed />
          <JobsFeed />
        </div>
        <div className="home-grid__side">
          <RecentMembers />
          <DarshanCard />
          <RoomNightFeed />
          <ConciergeCard />
        </div>
      </div>
      <FloatingCreate />
    </div>
  );
}
