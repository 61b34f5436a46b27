import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Dialog } from '../../../components/ui/dialog';
import { authPaths } from '../../../config/paths';

/** How long each scene stays before the next, while playing. */
export const SCENE_MS = 7_000;

/** A scene: what a member does, and the lines of the screen where they do it (drawn, not a screenshot). */
interface Scene {
  title: string;
  text: string;
  screen: string[];
}

/** The tour: what members do in the club, screen by screen, in the order a new member meets it. */
export const SCENES: readonly Scene[] = [
  {
    title: 'Join with LinkedIn',
    text: 'Sign in with your LinkedIn profile. Club staff verify each member, and verified members carry a mark everywhere they appear.',
    screen: ['Join with LinkedIn', 'Profile: title, company, chapters', '✓ Verified by the club'],
  },
  {
    title: 'Find and meet members',
    text: 'Search the directory by name, company or chapter, connect, and ask a shared connection for an introduction.',
    screen: ['Directory · Hyderabad chapter', 'Connect · Request introduction', 'Smart nudges: who is in your city this week'],
  },
  {
    title: 'Trade by HS code',
    text: 'Post what you import or export under its HS code and get matched with members; estimate landed cost with India’s duties before you buy.',
    screen: ['Buy: 0904 Pepper · 20 t', 'Matched sellers in your network', 'Duty estimate: BCD, SWS, IGST'],
  },
  {
    title: 'Events with QR tickets',
    text: 'RSVP to club events, see who is going, add them to your calendar, and show your QR ticket at the door.',
    screen: ['Diwali Gala · 12 Dec · Hyderabad', 'RSVP · Join waitlist when full', 'QR ticket · Checked in at the door'],
  },
  {
    title: 'Investors and deal flow',
    text: 'Founders list opportunities; investors set a profile and get matched. Data rooms share decks as watermarked, view-only files.',
    screen: ['Opportunity: Series A · Fintech', 'Match: fits your profile at 82%', 'Data room · view-only, watermarked'],
  },
  {
    title: 'Culture and concierge',
    text: 'The Telugu festival calendar, a Tirumala darshan planner through official channels, and concierge requests answered by the club’s team.',
    screen: ['Ugadi · Sankranti · Dussehra', 'Darshan plan · official TTD channels', 'Concierge request · In progress'],
  },
];

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Watch Demo: a short tour of the club that plays scene by scene (paused
 * from the start for visitors who ask for reduced motion), with Previous,
 * Pause and Next; the last scene offers to join.
 */
export function DemoTour({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const last = index === SCENES.length - 1;
  useEffect(() => {
    if (!playing || last) return;
    const timer = setTimeout(() => setIndex((current) => current + 1), SCENE_MS);
    return () => clearTimeout(timer);
  }, [playing, index, last]);
  const scene = SCENES[index]!;
  return (
    <Dialog open onClose={onClose} title="A tour of the club" size="large">
      {/* Announced only while paused: a scene changing on its own must not talk over the visitor. */}
      <section className="demo-tour" aria-roledescription="slide" aria-live={playing ? 'off' : 'polite'} aria-label={`Scene ${index + 1} of ${SCENES.length}`}>
        <div className="demo-tour__screen" aria-hidden="true">
          {scene.screen.map((line) => (
            <div key={line} className="demo-tour__line">
              {line}
            </div>
          ))}
        </div>
        <Heading level={3}>{scene.title}</Heading>
        <Text>{scene.text}</Text>
      </section>
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <Text className="muted">
          {index + 1} of {SCENES.length}
        </Text>
        <Flex gap="0.5rem" wrap="wrap">
          <Button onClick={() => setIndex((current) => Math.max(0, current - 1))} isDisabled={index === 0}>
            Previous
          </Button>
          <Button onClick={() => setPlaying((now) => !now)} isDisabled={last}>
            {playing && !last ? 'Pause' : 'Play'}
          </Button>
          {last ? (
            <ButtonLink href={authPaths.login} variation="primary">
              Join with LinkedIn
            </ButtonLink>
          ) : (
            <Button variation="primary" onClick={() => setIndex((current) => current + 1)}>
              Next
            </Button>
          )}
        </Flex>
      </Flex>
    </Dialog>
  );
}
