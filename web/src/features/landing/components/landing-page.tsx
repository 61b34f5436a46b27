import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { APP_NAME } from '../../../config/app';
import { authPaths } from '../../../config/paths';
import { DemoTour } from './demo-tour';
import { FeatureCards } from './feature-cards';
import { SigninErrorAlert } from './signin-error-alert';
import '../landing.css';

/** What signed-out visitors see on every path. */
export function LandingPage() {
  const [touring, setTouring] = useState(false);

  return (
    <div className="landing">
      <title>{`${APP_NAME} · Connect. Trade. Grow.`}</title>
      <header className="topbar">
        <div className="topbar__row">
          <span className="brand">
            <span className="brand__mark" aria-hidden="true">
              TE
            </span>
            <span className="brand__name">{APP_NAME}</span>
          </span>
          <ButtonLink href={authPaths.login} variation="outline-light" size="small">
            Sign In
          </ButtonLink>
        </div>
      </header>

      <main id="main" className="landing__main">
        <SigninErrorAlert />

        <section className="hero" aria-labelledby="hero-heading">
          <Text className="hero__eyebrow">Verified Network</Text>
          <Heading level={1} id="hero-heading" className="hero__heading">
            The private club for Telugu business leaders
          </Heading>
          <Text className="hero__tagline">Connect. Trade. Grow.</Text>
          <Text className="hero__lede">
            A members-only global network for Telugu CXOs, founders and senior executives: trade partners, executive roles, investors and concierge help, among
            verified peers.
          </Text>
          <Flex className="hero__actions" gap="0.75rem" wrap="wrap">
            <ButtonLink href={authPaths.login} variation="primary" size="large">
              Join with LinkedIn
            </ButtonLink>
            <Button size="large" className="hero__demo" onClick={() => setTouring(true)}>
              Watch Demo
            </Button>
          </Flex>
        </section>

        <section id="features" className="landing__section" aria-labelledby="features-heading">
          <Heading level={2} id="features-heading">
            What membership opens up
          </Heading>
          <FeatureCards />
        </section>

        <section className="cta" aria-labelledby="cta-heading">
          <Heading level={2} id="cta-heading">
            Ready to join the network?
          </Heading>
          <Text>Sign in with your professional profile to request membership.</Text>
          <ButtonLink href={authPaths.login} variation="primary" size="large">
            Join Now
          </ButtonLink>
        </section>
      </main>

      {touring ? <DemoTour onClose={() => setTouring(false)} /> : null}
      <footer className="app-footer">
        <Text as="p">
          © {new Date().getFullYear()} {APP_NAME}. Connect. Trade. Grow.
        </Text>
        <Text as="p">Darshan planning uses official temple-board channels only.</Text>
      </footer>
    </div>
  );
}
