/** @jsxRuntime automatic */
import { roleAt } from '@club/shared';
import { Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailPerson } from '../data.js';

/** "Title at Company" or whichever of the two is known (as every card and mail describes a member). */
export const roleLine = (person: Pick<MailPerson, 'title' | 'companyName'>): string => roleAt(person.title, person.companyName);

/** A member's card: name, title and company, and contact details only where the data carries them (the product shares them). */
export function PersonCard({ person, label }: { person: MailPerson; label: string }) {
  const role = roleLine(person);
  return (
    <Section style={{ border: '1px solid #e8dcc4', borderRadius: '6px', padding: '8px 16px', margin: '12px 0' }}>
      <Text className="club-muted" style={{ color: '#5c5350', fontSize: '12px', margin: '4px 0', textTransform: 'uppercase' }}>
        {label}
      </Text>
      <Text className="club-text" style={{ color: '#2b2220', fontSize: '16px', fontWeight: 700, margin: '4px 0' }}>
        {person.name}
      </Text>
      {role ? (
        <Text className="club-text" style={{ color: '#2b2220', fontSize: '14px', margin: '4px 0' }}>
          {role}
        </Text>
      ) : null}
      {person.email ? (
        <Text className="club-text" style={{ color: '#2b2220', fontSize: '14px', margin: '4px 0' }}>
          E-mail: {person.email}
        </Text>
      ) : null}
      {person.linkedinUrl ? (
        <Text className="club-text" style={{ color: '#2b2220', fontSize: '14px', margin: '4px 0' }}>
          LinkedIn: {person.linkedinUrl}
        </Text>
      ) : null}
    </Section>
  );
}

/** A quoted note or message, as the member wrote it. */
export const Quote = ({ children }: { children: ReactNode }) => (
  <Text
    className="club-text"
    style={{ color: '#2b2220', fontSize: '15px', lineHeight: '22px', borderLeft: '3px solid #d4af37', paddingLeft: '12px', fontStyle: 'italic' }}
  >
    {children}
  </Text>
);

export const PURPOSE_WORDS: Record<string, string> = {
  business: 'business',
  investment: 'investment',
  hiring: 'hiring',
  collaboration: 'collaboration',
};
