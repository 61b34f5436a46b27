import { displayName, hasRole, initials, type CurrentUser } from '@club/shared';
import { Avatar, Flex, Text } from '@aws-amplify/ui-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ButtonLink } from '../ui/button-link';
import { redirectTo } from '../../lib/navigation';
import { APP_NAME } from '../../config/app';
import { authPaths, NAV_LINKS, paths, STAFF_NAV_LINK } from '../../config/paths';
import './app-shell.css';

/**
 * The member's photo (initials without one) and name, together the link to
 * My profile; their settings; and 'Verified Member' once staff verified them
 * ('Awaiting verification' until then).
 */
function ProfileBlock({ user }: { user: CurrentUser }) {
  const name = displayName(user, 'Member');
  return (
    <Flex className="profile-block" alignItems="center" gap="0.5rem">
      <Link to={paths.profile.path} className="profile-block__me">
        <span aria-hidden="true">
          {user.profileImageUrl ? <Avatar src={user.profileImageUrl} alt="" size="small" /> : <Avatar size="small">{initials(user)}</Avatar>}
        </span>
        <span className="profile-block__title">{name}</span> <span className="visually-hidden">(My profile)</span>
      </Link>
      <div className="profile-block__text">
        <span className="profile-block__settings-row">
          <Link to={paths.notificationSettings.path} className="profile-block__settings">
            Notifications
          </Link>
          <Link to={paths.privacySettings.path} className="profile-block__settings">
            Privacy
          </Link>
        </span>
        <Text as="span" className="profile-block__badge">
          {user.verified ? 'Verified Member' : 'Awaiting verification'}
        </Text>
      </div>
    </Flex>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
    </svg>
  );
}

/**
 * The signed-in frame: top bar, the 16-link navigation (plus Staff for staff; a menu on small screens) and the main area.
 * `bell` is the notifications button, `search` the global search box and `banners` the app's notices (offline, new
 * version, install), which app/ fills in (a layout imports no feature); `onSignOut` clears what the device keeps.
 */
export function AppShell({
  user,
  bell,
  search,
  banners,
  onSignOut,
  children,
}: {
  user: CurrentUser;
  bell: ReactNode;
  search?: ReactNode;
  banners?: ReactNode;
  /** What the device clears before signing out (app/ fills it in); the link then goes on to sign out. */
  onSignOut?: () => Promise<void>;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const location = useLocation();
  const links = hasRole(user.role, 'staff') ? [...NAV_LINKS, STAFF_NAV_LINK] : NAV_LINKS;

  // A chosen link closes the small-screen menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="topbar">
        <div className="topbar__row">
          <Link to={paths.home.path} className="brand">
            <span className="brand__mark" aria-hidden="true">
              TE
            </span>
            <span className="brand__name">{APP_NAME}</span>
          </Link>
          {search}
          <Flex className="topbar__actions" alignItems="center" gap="0.5rem">
            {bell}
            <ProfileBlock user={user} />
            <ButtonLink
              href={authPaths.logout}
              size="small"
              variation="outline-light"
              onClick={(click) => {
                if (!onSignOut) return;
                click.preventDefault();
                void onSignOut().finally(() => redirectTo(authPaths.logout));
              }}
            >
              Log out
            </ButtonLink>
            <button
              type="button"
              className="icon-button menu-button"
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((v) => !v)}
            >
              <MenuIcon open={menuOpen} />
            </button>
          </Flex>
        </div>
        <nav id={navId} className="main-nav" aria-label="Main" data-open={menuOpen}>
          <ul className="main-nav__list">
            {links.map((link) => (
              <li key={link.id}>
                <NavLink to={link.to} end={link.to === '/'} className="main-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {banners}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="app-footer">
        <Text as="p">
          © {new Date().getFullYear()} {APP_NAME}. A verified network for Telugu business leaders.
        </Text>
      </footer>
    </div>
  );
}
