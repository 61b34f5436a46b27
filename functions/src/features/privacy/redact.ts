import { TABLE } from '@club/shared';
import { formerMember } from '../members/index.js';

/** Who is being erased: the id that stays, and what must go wherever it was copied. */
export interface ErasedPerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

type Stored = Record<string, unknown>;

const FORMER = formerMember('');
const FORMER_NAME = `${FORMER.firstName} ${FORMER.lastName}`;

/**
 * Names copied beside a member id at an item's top level, by the attribute
 * holding the id: the club's denormalised lists (connection requests, ties,
 * RSVPs, trade requests, the audit log…). Each becomes "Former member"; the
 * `drop` attributes (image, title, company) go.
 */
const NAME_COPIES: readonly { id: string; first?: string; last?: string; full?: string; drop?: readonly string[] }[] = [
  { id: 'fromUserId', first: 'fromFirstName', last: 'fromLastName' },
  { id: 'toUserId', first: 'toFirstName', last: 'toLastName' },
  {
    id: 'otherId',
    first: 'otherFirstName',
    last: 'otherLastName',
    drop: ['otherLinkedinUrl', 'otherProfileImageUrl', 'otherTitle', 'otherCompanyName', 'otherVerified'],
  },
  { id: 'introducedBy', full: 'introducedByName' },
  { id: 'respondedBy', full: 'respondedByName' },
  { id: 'respondedById', full: 'respondedBy' },
  { id: 'createdBy', full: 'createdByName' },
  { id: 'confirmedBy', full: 'confirmedByName' },
  { id: 'founderId', full: 'founderName' },
  { id: 'requesterId', full: 'requesterName' },
  { id: 'memberId', full: 'memberName' },
  { id: 'fromMemberId', full: 'fromMemberName', drop: ['fromCompanyName'] },
  { id: 'actorId', full: 'actorName' },
];

/** Personal fields of a nested record about the member (a shared contact, an audit entry's before/after). */
const PERSONAL = ['email', 'phone', 'firstName', 'lastName', 'profileImageUrl', 'linkedinUrl', 'title', 'companyName'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Free text with the member's e-mail, phone and full name replaced. */
function redactText(text: string, patterns: RegExp[]): string {
  let out = text;
  for (const pattern of patterns) out = out.replace(pattern, (match) => (match.includes('@') || /\d/.test(match) ? '[erased]' : FORMER_NAME));
  return out;
}

function patternsOf(who: ErasedPerson): RegExp[] {
  const patterns = [new RegExp(escape(who.email), 'gi'), new RegExp(`${escape(who.firstName)}\\s+${escape(who.lastName)}`, 'gi')];
  if (who.phone && who.phone.replace(/\D/g, '').length >= 6) patterns.push(new RegExp(escape(who.phone), 'g'));
  return patterns;
}

/** A value with every copy of the member replaced; nested maps naming the member become the former-member card. */
function redactValue(value: unknown, who: ErasedPerson, patterns: RegExp[]): unknown {
  if (typeof value === 'string') return redactText(value, patterns);
  if (Array.isArray(value)) return value.map((entry) => redactValue(entry, who, patterns));
  if (value instanceof Set || value instanceof Uint8Array || value === null || typeof value !== 'object') return value;
  const record = value as Stored;
  if (record.id === who.id) {
    // A person card (or an image entry): the id alone, lists kept empty so the item still reads.
    const card: Stored = { id: who.id };
    if ('firstName' in record) Object.assign(card, { firstName: FORMER.firstName, lastName: FORMER.lastName });
    for (const [name, entry] of Object.entries(record)) if (Array.isArray(entry)) card[name] = [];
    return card;
  }
  const out: Stored = {};
  const aboutMember = record.memberId === who.id;
  for (const [name, entry] of Object.entries(record)) {
    if (aboutMember && PERSONAL.includes(name)) continue;
    out[name] = redactValue(entry, who, patterns);
  }
  return out;
}

function withoutPersonal(record: Stored, who: ErasedPerson, patterns: RegExp[]): Stored {
  const out: Stored = {};
  for (const [name, entry] of Object.entries(record)) if (!PERSONAL.includes(name)) out[name] = redactValue(entry, who, patterns);
  return out;
}

/** Attributes no redaction touches: the item's keys and its entity name. */
const isKeyAttribute = (name: string) =>
  name === TABLE.partitionKey ||
  name === TABLE.sortKey ||
  name === TABLE.entityAttribute ||
  Object.values(TABLE.indexes).some((index) => index.partitionKey === name || index.sortKey === name);

/**
 * What must change in one stored item so it no longer names the member:
 * attributes to set and attributes to remove (empty when it names nobody).
 */
export function redactItem(stored: Stored, who: ErasedPerson): { set: Stored; remove: string[] } {
  const patterns = patternsOf(who);
  const set: Stored = {};
  const remove: string[] = [];
  for (const rule of NAME_COPIES) {
    if (stored[rule.id] !== who.id) continue;
    if (rule.first && rule.first in stored) set[rule.first] = FORMER.firstName;
    if (rule.last && rule.last in stored) set[rule.last] = FORMER.lastName;
    if (rule.full && rule.full in stored) set[rule.full] = FORMER_NAME;
    for (const name of rule.drop ?? []) if (name in stored) remove.push(name);
  }
  const auditAbout = stored.targetId === who.id;
  for (const [name, value] of Object.entries(stored)) {
    if (isKeyAttribute(name) || name in set || remove.includes(name)) continue;
    // An audit entry about the member keeps what changed, not who they were.
    const change = auditAbout && (name === 'before' || name === 'after') && value !== null && typeof value === 'object';
    const redacted = change ? withoutPersonal(value as Stored, who, patterns) : redactValue(value, who, patterns);
    if (JSON.stringify(redacted) !== JSON.stringify(value)) set[name] = redacted;
  }
  return { set, remove };
}
