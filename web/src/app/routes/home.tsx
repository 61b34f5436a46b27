import { APP_NAME } from '../../config/app';
import { QuickActions } from '../../features/home/components/quick-actions';
import { WelcomeHero } from '../../features/home/components/welcome-hero';
import { useUser } from '../../features/auth/api/get-user';

/** Signed-in home (/): greeting and quick actions; the feed sections arrive with their features. */
export default function HomeRoute() {
  const { data: user } = useUser();
  return (
    <div className="page">
      <title>{`Home · ${APP_NAME}`}</title>
      <WelcomeHero firstName={user?.firstName} />
      <QuickActions />
    </div>
  );
}
