import { APP_NAME } from '../../config/app';
import { useUser } from '../../features/auth/api/get-user';
import {
  ActiveForums,
  ConciergeCard,
  DarshanCard,
  FloatingCreate,
  JobsFeed,
  MarketplaceFeed,
  RecentMembers,
  RoomNightFeed,
} from '../../features/home/components/home-feed';
import { QuickActions } from '../../features/home/components/quick-actions';
import { WelcomeHero } from '../../features/home/components/welcome-hero';

/** Signed-in home (/): greeting, quick actions and the feed (spec 1 §2). */
export default function HomeRoute() {
  const { data: user } = useUser();
  return (
    <div className="page">
      <title>{`Home · ${APP_NAME}`}</title>
      <WelcomeHero firstName={user?.firstName} />
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
