import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { AppShell } from '../components/layouts/app-shell';
import { FullPageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useUser } from '../features/auth';

// Through the feature's index like every import of a feature: only this dynamic import reaches it, so it stays its own chunk.
const LandingPage = lazy(() => import('../features/landing').then(({ LandingPage }) => ({ default: LandingPage })));

/** Signed out: the landing view on every path. Signed in: the shell around the matched route. */
function RootLayout() {
  const user = useUser();

  if (user.isPending) return <FullPageSpinner />;

  if (user.isError) {
    return (
      <Flex className="full-page-spinner" direction="column" alignItems="center" justifyContent="center" gap="1rem">
        <div role="alert">
          <Heading level={1}>We could not check your sign-in</Heading>
          <Text>Please try again in a moment.</Text>
        </div>
        <Button variation="primary" onClick={() => void user.refetch()}>
          Try again
        </Button>
      </Flex>
    );
  }

  if (user.data === null) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <LandingPage />
      </Suspense>
    );
  }

  return (
    <AppShell user={user.data}>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

const relative = (path: string) => path.replace(/^\//, '');

/** The route tree (spec 1 §2 and spec 2 §2); every screen is its own lazily loaded chunk. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    children: [
      { index: true, Component: lazy(() => import('./routes/home')) },
      { path: relative(paths.forums.path), Component: lazy(() => import('./routes/forums')) },
      { path: relative(paths.marketplace.path), Component: lazy(() => import('./routes/marketplace')) },
      { path: relative(paths.jobs.path), Component: lazy(() => import('./routes/jobs')) },
      { path: relative(paths.investors.path), Component: lazy(() => import('./routes/investors')) },
      { path: relative(paths.tradeAssistance.path), Component: lazy(() => import('./routes/trade-assistance')) },
      { path: relative(paths.events.path), Component: lazy(() => import('./routes/events')) },
      { path: relative(paths.networkGraph.path), Component: lazy(() => import('./routes/network-graph')) },
      { path: relative(paths.darshan.path), Component: lazy(() => import('./routes/darshan')) },
      { path: relative(paths.culturalConcierge.path), Component: lazy(() => import('./routes/cultural-concierge')) },
      { path: relative(paths.concierge.path), Component: lazy(() => import('./routes/concierge')) },
      { path: relative(paths.directory.path), Component: lazy(() => import('./routes/directory')) },
      {
        path: relative(paths.importExportConnector.path),
        Component: lazy(() => import('./routes/import-export-connector')),
      },
      {
        path: relative(paths.investorStartupConnector.path),
        Component: lazy(() => import('./routes/investor-startup-connector')),
      },
      { path: relative(paths.meetTheCm.path), Component: lazy(() => import('./routes/meet-the-cm')) },
      { path: '*', Component: lazy(() => import('./routes/not-found')) },
    ],
  },
];

/** The browser router the app runs with (tests use a memory router over the same routes). */
export const createAppRouter = () => createBrowserRouter(appRoutes);
