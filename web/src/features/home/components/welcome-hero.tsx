import { Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import '../home.css';

interface WelcomeHeroProps {
  firstName?: string | undefined;
  /** Staff verified the member; until then the hero says how to get verified instead of promising a verified network. */
  verified?: boolean | undefined;
}

/** The greeting at the top of the signed-in home; 'Member' when no first name is known. */
export function WelcomeHero({ firstName, verified = false }: WelcomeHeroProps) {
  const name = firstName?.trim() || 'Member';
  return (
    <section className="welcome-hero" aria-labelledby="welcome-heading">
      <Heading level={1} id="welcome-heading">
        Welcome back, {name}!
      </Heading>
      {verified ? (
        <Text className="welcome-hero__tagline">Connect. Trade. Grow. Your verified network is ready.</Text>
      ) : (
        <Text className="welcome-hero__tagline">
          Connect. Trade. Grow. The club’s staff verify every member from their profile:{' '}
          <Link to={paths.directory.path} className="welcome-hero__link">
            complete your profile
          </Link>{' '}
          with your company, LinkedIn and phone to get verified.
        </Text>
      )}
    </section>
  );
}
