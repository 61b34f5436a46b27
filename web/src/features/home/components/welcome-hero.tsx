import { Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { PROFILE_EDIT_URL } from '../../../config/paths';
import '../home.css';

interface WelcomeHeroProps {
  firstName?: string | undefined;
  /** No home visit recorded before this one: "Welcome", not "Welcome back". */
  firstVisit?: boolean | undefined;
  /** Staff verified the member; until then the hero says the profile awaits verification and how to complete it. */
  verified?: boolean | undefined;
}

/** The greeting at the top of the signed-in home; 'Member' when no first name is known. */
export function WelcomeHero({ firstName, firstVisit = false, verified = false }: WelcomeHeroProps) {
  const name = firstName?.trim() || 'Member';
  return (
    <section className="welcome-hero" aria-labelledby="welcome-heading">
      <Heading level={1} id="welcome-heading">
        {firstVisit ? `Welcome, ${name}!` : `Welcome back, ${name}!`}
      </Heading>
      {verified ? (
        <Text className="welcome-hero__tagline">Connect. Trade. Grow. Your verified network is ready.</Text>
      ) : (
        <Text className="welcome-hero__tagline">
          Your profile is awaiting verification: the club’s staff verify every member from their profile.{' '}
          <Link to={PROFILE_EDIT_URL} className="welcome-hero__link">
            Complete your profile
          </Link>{' '}
          with your photo, title and company.
        </Text>
      )}
    </section>
  );
}
