import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppShell } from '../components/layouts/app-shell';
import { MessagesLink, NotificationsButton } from '../features/notifications';
import { HeaderSearch } from '../features/search';
import { ScreenErrorBoundary } from '../components/ui/screen-error-boundary';
import { FullPageSpinner } from '../components/ui/spinner';
import { paths, UNSUBSCRIBE_PATH } from '../config/paths';
import { TimeZoneProvider } from '../lib/time-zone';
import { useUser } from '../features/auth';
import { announceSession, AppBanners } from '../features/app-install';
import { isOffline, OFFLINE_TITLE } from '../lib/online';
import { clearDeviceDataAtSignOut } from './sign-out';

// Through the feature's index like every import of a feature: only this dynamic import reaches it, so it stays its own chunk.
const LandingPage = lazy(() => import('../features/landing').then(({ LandingPage }) => ({ default: LandingPage })));
// Only a member whose erasure is scheduled loads it.
const DeletionQuestion = lazy(() => import('../features/privacy').then(({ DeletionQuestion }) => ({ default: DeletionQuestion })));

/** Signed out: the landing view on every path. Signed in: the shell around the matched route. */
function RootLayout() {
  const user = useUser();
  const { pathname } = useLocation();
  const offlineKey = user.data?.offlineCacheKey;
  // The service worker keeps the member's tickets in this session's own cache.
  useEffect(() => announceSession(offlineKey), [offlineKey]);

  if (user.isPending) return <FullPageSpinner />;

  if (user.isError) {
    return (
      <Flex className="full-page-spinner" direction="column" alignItems="center" justifyContent="center" gap="1rem">
        <div role="alert">
          <Heading level={1}>{isOffline() ? OFFLINE_TITLE : 'We could not check your sign-in'}</Heading>
          <Text>{isOffline() ? 'Open the app again once you have a signal.' : 'Please try again in a moment.'}</Text>
        </div>
        <Button variation="primary" onClick={() => void user.refetch()}>
          Try again
        </Button>
      </Flex>
    );
  }

  if (user.data === null) {
    return (
      <ScreenErrorBoundary pathname={pathname}>
        <Suspense fallback={<FullPageSpinner />}>
          <LandingPage />
        </Suspense>
      </ScreenErrorBoundary>
    );
  }

  return (
    <TimeZoneProvider zone={user.data.timeZone}>
      <AppShell
        user={user.data}
        search={<HeaderSearch />}
        banners={<AppBanners />}
        onSignOut={clearDeviceDataAtSignOut}
        bell={
          <>
            <MessagesLink />
            <NotificationsButton />
          </>
        }
      >
        <ScreenErrorBoundary pathname={pathname}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
        {user.data.deletionScheduledFor ? (
          <Suspense fallback={null}>
            <DeletionQuestion deletionScheduledFor={user.data.deletionScheduledFor} />
          </Suspense>
        ) : null}
      </AppShell>
    </TimeZoneProvider>
  );
}

const relative = (path: string) => path.replace(/^\//, '');

type PageModule = () => Promise<{ default: ComponentType }>;

/** A lazily loaded screen whose module can also be fetched ahead of its render (`handle.preload`). */
const page = (load: PageModule) => ({ Component: lazy(load), handle: { preload: load } });

/**
 * Starts fetching the screen module of `pathname` now: at start-up this runs
 * in parallel with the /api/auth/user check instead of after its answer (the
 * shell renders the lazy screen only once the user is known). The module
 * system fetches a module once, so the screen's own lazy import reuses it.
 */
export function preloadScreen(pathname: string): void {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1)?.route as { handle?: { preload?: PageModule } } | undefined;
  void leaf?.handle?.preload?.().catch(() => undefined);
}

const unsubscribe = page(() => import('./routes/unsubscribe'));

/** A mail's unsubscribe link: its own page, signed in or out (the token is the credential, not the session). */
function UnsubscribeLayout() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <unsubscribe.Component />
    </Suspense>
  );
}

/** The route tree; every screen is its own lazily loaded chunk. */
export const appRoutes: RouteObject[] = [
  { path: UNSUBSCRIBE_PATH, Component: UnsubscribeLayout, handle: unsubscribe.handle },
  {
    path: paths.home.path,
    Component: RootLayout,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: relative(paths.forums.path), ...page(() => import('./routes/forums')) },
      { path: relative(paths.marketplace.path), ...page(() => import('./routes/marketplace')) },
      { path: relative(paths.jobs.path), ...page(() => import('./routes/jobs')) },
      { path: relative(paths.investors.path), ...page(() => import('./routes/investors')) },
      { path: relative(paths.dealRoom.path), ...page(() => import('./routes/deal-room')) },
      { path: relative(paths.tradeAssistance.path), ...page(() => import('./routes/trade-assistance')) },
      { path: relative(paths.events.path), ...page(() => import('./routes/events')) },
      { path: relative(paths.networkGraph.path), ...page(() => import('./routes/network-graph')) },
      { path: relative(paths.messages.path), ...page(() => import('./routes/messages')) },
      { path: relative(paths.messageThread.path), ...page(() => import('./routes/message-thread')) },
      { path: relative(paths.darshan.path), ...page(() => import('./routes/darshan')) },
      { path: relative(paths.culturalConcierge.path), ...page(() => import('./routes/cultural-concierge')) },
      { path: relative(paths.concierge.path), ...page(() => import('./routes/concierge')) },
      { path: relative(paths.directory.path), ...page(() => import('./routes/directory')) },
      {
        path: relative(paths.importExportConnector.path),
        ...page(() => import('./routes/import-export-connector')),
      },
      {
        path: relative(paths.investorStartupConnector.path),
        ...page(() => import('./routes/investor-startup-connector')),
      },
      { path: relative(paths.meetTheCm.path), ...page(() => import('./routes/meet-the-cm')) },
      { path: relative(paths.staff.path), ...page(() => import('./routes/staff')) },
      { path: relative(paths.profile.path), ...page(() => import('./routes/profile')) },
      { path: relative(paths.notificationSettings.path), ...page(() => import('./routes/notification-settings')) },
      { path: relative(paths.privacySettings.path), ...page(() => import('./routes/privacy-settings')) },
      // A data room file in the viewer, below its deal's room.
      { path: relative(`${paths.dealRoom.path}/files/:fileId`), ...page(() => import('./routes/deal-file')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

/**
 * The route tree, rendered inside a router: BrowserRouter in the app,
 * MemoryRouter in tests. Declarative routing (no loaders or actions here)
 * keeps the data router's code out of the first load.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
