/** @jsxRuntime automatic */
import { Button, Heading, Link, Section } from '@react-email/components';
import { formatDateTime } from '@club/shared';
import type { DigestEvent, DigestMailData } from './data.js';
import { Layout, MAROON, Para } from '../../../../platform/mail/templates/layout.js';

export type WeeklyDigestProps = DigestMailData['weekly-digest'] & { siteUrl: string; unsubscribeUrl?: string };

/** "Sat 12 Dec, 6:30 pm IST" in the event's own zone, as the app writes it. */
const eventDay = (event: DigestEvent): string => formatDateTime(event.startTime, event.timeZone, { year: false });

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the subject and preview line count: "2 nudges, 1 event, 3 new posts". */
export function digestSummary({ nudges, events, posts, moreNudges = 0, moreEvents = 0, morePosts = 0 }: DigestMailData['weekly-digest']): string {
  const parts = [
    nudges.length + moreNudges ? count(nudges.length + moreNudges, 'nudge', 'nudges') : '',
    events.length + moreEvents ? count(events.length + moreEvents, 'event to answer', 'events to answer') : '',
    posts.length + morePosts ? count(posts.length + morePosts, 'new post', 'new posts') : '',
  ];
  return parts.filter(Boolean).join(', ');
}

export const weeklyDigestSubject = (data: DigestMailData['weekly-digest']): string => `Your week at the club: ${digestSummary(data)}`;

const SectionTitle = ({ children }: { children: string }) => (
  <Heading as="h2" className="club-text" style={{ color: MAROON, fontSize: '18px', margin: '24px 0 4px' }}>
    {children}
  </Heading>
);

const More = ({ n, href, what }: { n: number | undefined; href: string; what: string }) =>
  n ? (
    <Para>
      <Link href={href} style={{ color: MAROON }}>
        {`and ${n} more ${what}`}
      </Link>
    </Para>
  ) : null;

/** Monday's digest: the member's active nudges, upcoming events they have not answered, and new posts in their forums. */
export function WeeklyDigest(props: WeeklyDigestProps) {
  const { memberName, nudges, events, posts, siteUrl, unsubscribeUrl } = props;
  const nudgesUrl = `${siteUrl}/network-graph`;
  const eventsUrl = `${siteUrl}/events`;
  const forumsUrl = `${siteUrl}/forums`;
  return (
    <Layout preview={digestSummary(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Heading as="h1" className="club-text" style={{ color: MAROON, fontSize: '22px' }}>
        Your week at the club
      </Heading>
      <Para>Namaskaram {memberName},</Para>
      <Para>Here is what is waiting for you this week.</Para>
      {nudges.length ? (
        <Section>
          <SectionTitle>Suggested for you</SectionTitle>
          {nudges.map((nudge) => (
            <Para key={`${nudge.title}|${nudge.message}`}>
              <strong>{nudge.title}</strong>: {nudge.message}{' '}
              <Link href={`${siteUrl}${nudge.actionUrl ?? '/network-graph'}`} style={{ color: MAROON }}>
                {nudge.actionLabel ?? 'Open'}
              </Link>
            </Para>
          ))}
          <More n={props.moreNudges} href={nudgesUrl} what="suggestions" />
        </Section>
      ) : null}
      {events.length ? (
        <Section>
          <SectionTitle>Events you have not answered</SectionTitle>
          {events.map((event) => (
            <Para key={event.id}>
              <strong>{event.title}</strong>, {eventDay(event)}, {event.place}{' '}
              <Link href={eventsUrl} style={{ color: MAROON }}>
                RSVP
              </Link>
            </Para>
          ))}
          <More n={props.moreEvents} href={eventsUrl} what="events" />
        </Section>
      ) : null}
      {posts.length ? (
        <Section>
          <SectionTitle>New in your forums</SectionTitle>
          {posts.map((post) => (
            <Para key={post.id}>
              <Link href={`${forumsUrl}?post=${encodeURIComponent(post.id)}`} style={{ color: MAROON }}>
                {post.title}
              </Link>{' '}
              by {post.authorName} in {post.forumTitle}
            </Para>
          ))}
          <More n={props.morePosts} href={forumsUrl} what="posts" />
        </Section>
      ) : null}
      <Button href={`${siteUrl}/`} style={{ background: MAROON, color: '#ffffff', padding: '12px 20px', borderRadius: '6px', marginTop: '16px' }}>
        Open the club
      </Button>
    </Layout>
  );
}
