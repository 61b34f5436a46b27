import { displayName, initials, type Person } from '@club/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './person-chip.css';

/** What a chip needs of a person: a name, and whatever else the answer carries. */
export type ChipPerson = Pick<Person, 'firstName' | 'lastName'> & Partial<Omit<Person, 'firstName' | 'lastName'>>;

/** The avatar: the photo when there is one, the initials otherwise; decorative, as the name is always beside it or in its label. */
export function PersonAvatar({ person, size = 'full' }: { person: ChipPerson; size?: 'compact' | 'full' | 'face' }) {
  return (
    <span className={`person-avatar person-avatar--${size}`} aria-hidden="true">
      {person.profileImageUrl ? <img src={person.profileImageUrl} alt="" loading="lazy" /> : initials(person)}
    </span>
  );
}

function VerifiedMark() {
  return (
    <span className="person-chip__verified" role="img" aria-label="Verified member" title="Verified member">
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

export interface PersonChipProps {
  person: ChipPerson;
  /** compact: one line for tables and lists; full: name over title and company, for cards. */
  size?: 'compact' | 'full';
  /** The member's profile page, when there is one: the name becomes the link. */
  href?: string;
  /** Renders the name as a heading of this level (cards whose article is labelled by it). */
  headingLevel?: 2 | 3 | 4;
  /** The id of the name element, for `aria-labelledby`. */
  nameId?: string;
  /** Extra content under the name (badges, counts). */
  children?: ReactNode;
}

/**
 * A person as every list of people shows them: photo or initials, name (the
 * link to their profile where one exists), title and company, and a mark when
 * club staff verified them. Never contact details.
 */
export function PersonChip({ person, size = 'full', href, headingLevel, nameId, children }: PersonChipProps) {
  const name = displayName(person, 'Member');
  const work = [person.title, person.companyName].filter((part): part is string => Boolean(part?.trim()));
  const label = href ? (
    <Link to={href} className="person-chip__link">
      {name}
    </Link>
  ) : (
    name
  );
  const Name = headingLevel ? (`h${headingLevel}` as const) : 'span';
  return (
    <span className={`person-chip person-chip--${size}`} data-testid="person-chip">
      <PersonAvatar person={person} size={size} />
      <span className="person-chip__text">
        <span className="person-chip__name-row">
          <Name className="person-chip__name" id={nameId}>
            {label}
          </Name>
          {person.verified ? <VerifiedMark /> : null}
        </span>
        {work.length ? (
          size === 'compact' ? (
            <span className="person-chip__work">{work.join(' · ')}</span>
          ) : (
            <>
              {person.title ? <span className="person-chip__work">{person.title}</span> : null}
              {person.companyName ? <span className="person-chip__work person-chip__company">{person.companyName}</span> : null}
            </>
          )
        ) : null}
        {children}
      </span>
    </span>
  );
}

/**
 * Small overlapping avatars of a few people (mutual connections), with
 * their names for screen readers and as a tooltip.
 */
export function PersonFaces({ people, label, total }: { people: ChipPerson[]; label: string; total?: number }) {
  if (!people.length) return null;
  const more = total !== undefined ? total - people.length : 0;
  return (
    <span className="person-faces">
      <ul className="person-faces__list" aria-label={label}>
        {people.map((person, index) => (
          <li key={person.id ?? index} title={displayName(person, 'Member')}>
            <PersonAvatar person={person} size="face" />
            <span className="visually-hidden">{displayName(person, 'Member')}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <span className="person-faces__more">+{more}</span> : null}
    </span>
  );
}
