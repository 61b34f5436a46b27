import { useEffect } from 'react';
import { APP_NAME } from '../../config/app';
import { useUser } from '../../features/auth';
import { EventsNearYou, GettingStartedChecklist, PeopleYouMayKnow, useMarkHomeSeen } from '../../features/getting-started';
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

/** Signed-in home (/): greeting, the getting-started checklist and suggestions, quick actions and the feed. */
export default function HomeRoute() {
  const { data: user } = useUser();
  const markSeen = useMarkHomeSeen();
  const firstVisit = user?.firstVisit === true;
  const { mutate } = markSeen;
  // The first visit is recorded once it shows; the greeting read with the user stays "Welcome" until the next sign-in's read.
  useEffect(() => {
    if (firstVisit) mutate(undefined);
  }, [firstVisit, mutate]);
  return (
    <div className="page">
      <title>{`Home · ${APP_NAME}`}</title>
      <WelcomeHero firstName={user?.firstName} firstVisit={firstVisit} verified={user?.verified} />
      <div className="getting-started-grid">
        <GettingStartedChecklist />
        <PeopleYouMayKnow />
        <EventsNearYou />
      </div>
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
