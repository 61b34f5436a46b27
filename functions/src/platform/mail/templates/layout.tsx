/** @jsxRuntime automatic */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** The club's colours (web/src/styles): maroon and gold on ivory. */
export const MAROON = '#6b1420';
const GOLD = '#d4af37';
const IVORY = '#fbf7ef';

/**
 * Dark mode: clients that honour prefers-color-scheme get a dark page with
 * light text; the others keep ivory, whose contrast reads either way.
 */
const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .club-body { background: #1b1012 !important; }
  .club-card { background: #2a1a1d !important; }
  .club-text { color: #f3ece0 !important; }
  .club-muted { color: #c9bfb2 !important; }
}`;

export interface LayoutProps {
  /** The inbox's preview line. */
  preview: string;
  /** Where the footer's unsubscribe link goes (the category's one-click page). */
  unsubscribeUrl?: string;
  children: ReactNode;
}

/** Every mail's frame: the club's header, a phone-width card, the footer with why it came and how to stop it. */
export function Layout({ preview, unsubscribeUrl, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="club-body" style={{ background: IVORY, margin: 0, fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container style={{ maxWidth: '560px', width: '100%', margin: '0 auto', padding: '16px' }}>
          <Section style={{ background: MAROON, borderRadius: '8px 8px 0 0', padding: '16px 24px' }}>
            <Text style={{ color: GOLD, fontSize: '18px', fontWeight: 700, margin: 0 }}>Telugu Executive Club</Text>
          </Section>
          <Section className="club-card" style={{ background: '#ffffff', borderRadius: '0 0 8px 8px', padding: '8px 24px 24px' }}>
            {children}
          </Section>
          <Hr style={{ borderColor: GOLD }} />
          <Text className="club-muted" style={{ color: '#5c5350', fontSize: '12px', lineHeight: '18px' }}>
            You receive this because you are a member of the Telugu Executive Club.
            {unsubscribeUrl ? (
              <>
                {' '}
                <Link href={unsubscribeUrl} style={{ color: MAROON }}>
                  Stop these e-mails
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the club's body text. */
export const Para = ({ children }: { children: ReactNode }) => (
  <Text className="club-text" style={{ color: '#2b2220', fontSize: '16px', lineHeight: '24px' }}>
    {children}
  </Text>
);

/** A mail's heading. */
export const Title = ({ children }: { children: ReactNode }) => (
  <Heading as="h1" className="club-text" style={{ color: MAROON, fontSize: '22px' }}>
    {children}
  </Heading>
);

/** The mail's one action: a button to the page where the member acts. */
export const Action = ({ href, children }: { href: string; children: ReactNode }) => (
  <Button href={href} style={{ background: MAROON, color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}>
    {children}
  </Button>
);
