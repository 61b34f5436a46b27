/**
 * People's names. One fallback order everywhere:
 *   1. first and last name, joined by a space ('Ravi Kumar'; either alone when the other is blank)
 *   2. the single `name` field some records carry (a company contact, a guest)
 *   3. the caller's fallback, 'A member' unless given (never the e-mail: it is private)
 */
export interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
}

const clean = (part: string | null | undefined): string => (part ?? '').replace(/\s+/g, ' ').trim();

/** How a person is named on screen, in e-mail and in notifications ('Ravi Kumar'). */
export function displayName(person: NameParts | null | undefined, fallback = 'A member'): string {
  if (!person) return fallback;
  const full = [clean(person.firstName), clean(person.lastName)].filter(Boolean).join(' ');
  return full || clean(person.name) || fallback;
}

/**
 * Up to two letters for an avatar: the first letters of the first and last
 * words of the display name ('Ravi Kumar' → 'RK', 'Priya' → 'P'); '?' when there is no name.
 */
export function initials(person: NameParts | null | undefined): string {
  const words = displayName(person, '').split(' ').filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** What a person does and where, as cards and mails describe them: 'Chief Operating Officer at Kommareddy Group', either alone, or ''. */
export function roleAt(title: string | null | undefined, company: string | null | undefined): string {
  const [what, where] = [clean(title), clean(company)];
  return what && where ? `${what} at ${where}` : what || where;
}
