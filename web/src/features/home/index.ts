/** The home feature's public API: the only module of it app/ and other features import. */
export { ActiveForums, ConciergeCard, DarshanCard, FloatingCreate, JobsFeed, MarketplaceFeed, RecentMembers, RoomNightFeed } from './components/home-feed';
export { QuickActions } from './components/quick-actions';
export { WelcomeHero } from './components/welcome-hero';
