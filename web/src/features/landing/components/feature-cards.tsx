import { Card, Heading, Text } from '@aws-amplify/ui-react';

/** The club's four pillars, as the landing page presents them. */
const FEATURES = [
  {
    icon: '⇄',
    title: 'Trade Exchange',
    text: 'Post import needs and export offers, and get matched with members by HS code.',
  },
  {
    icon: '◆',
    title: 'Executive Jobs',
    text: 'CXO and VP opportunities across the network, with relocation assistance.',
  },
  {
    icon: '✦',
    title: 'Darshan Planning',
    text: 'Plan VIP Tirumala darshan through official temple-board (TTD) channels only. We do not guarantee off-book access.',
  },
  {
    icon: '☎',
    title: 'Andhra Concierge',
    text: 'A concierge chat, open 24/7, that points you to the right service and turns your need into a request; the club’s team answers your requests 9 AM to 9 PM IST, and emergency help is 24/7.',
  },
] as const;

/** The landing page's feature grid. */
export function FeatureCards() {
  return (
    <ul className="feature-grid">
      {FEATURES.map((f) => (
        <li key={f.title}>
          <Card variation="elevated" className="feature-card">
            <span className="feature-card__icon" aria-hidden="true">
              {f.icon}
            </span>
            <Heading level={3}>{f.title}</Heading>
            <Text>{f.text}</Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}
