/** @jsxRuntime automatic */
import { roleAt } from '@club/shared';
import { Section, Text } from '@react-email/components';
import type { MailOpportunity, MailParty } from '../data.js';

/** Where a member answers matches and schedules meetings. */
export const MATCHES_LINK = '/investors?tab=matches';
/** Where a founder sees the interest in their opportunities (View Interest). */
export const INVESTMENTS_LINK = '/investors?tab=investments';

const line = { color: '#2b2220', fontSize: '14px', margin: '4px 0' } as const;

/** The opportunity and the other party, as the match card shows them (the e-mail only when the data carries it: an accepted match). */
export function MatchCard({ opportunity, other, otherLabel }: { opportunity: MailOpportunity; other: MailParty; otherLabel: string }) {
  const about = roleAt(other.title, other.organisation);
  return (
    <Section style={{ border: '1px solid #e8dcc4', borderRadius: '6px', padding: '8px 16px', margin: '12px 0' }}>
      <Text className="club-text" style={{ ...line, fontSize: '16px', fontWeight: 700 }}>
        {opportunity.title}
      </Text>
      <Text className="club-muted" style={{ ...line, color: '#5c5350' }}>
        {[opportunity.stage, opportunity.industry].filter(Boolean).join(' · ')}
      </Text>
      <Text className="club-text" style={line}>
        {otherLabel}: {other.name}
        {about ? ` (${about})` : ''}
      </Text>
      {other.fund ? (
        <Text className="club-text" style={line}>
          Fund: {other.fund}
        </Text>
      ) : null}
      {other.email ? (
        <Text className="club-text" style={line}>
          E-mail: {other.email}
        </Text>
      ) : null}
    </Section>
  );
}

/** How the other party is labelled for a recipient on `side`. */
export const otherLabel = (side: 'founder' | 'investor') => (side === 'founder' ? 'Investor' : 'Founder');
