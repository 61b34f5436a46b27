import { Heading, Text } from '@aws-amplify/ui-react';
import '../home.css';

/** The greeting at the top of the signed-in home; 'Member' when no first name is known. */
export function WelcomeHero({ firstName }: { firstName?: string | undefined }) {
  const name = firstName?.trim() || 'Member';
  return (
    <section className="welcome-hero" aria-labelledby="welcome-heading">
      <Heading level={1} id="welcome-heading">
        Welcome back, {name}!
      </Heading>
      <Text className="welcome-hero__tagline">Connect. Trade. Grow. Your verified network is ready.</Text>
    </section>
  );
}
