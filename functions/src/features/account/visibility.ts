import type { Member, Visibility } from '@club/shared';
import { writeMember } from '../members/index.js';
import { hiddenReason, markHiddenOnEdges } from '../network/index.js';
import { NotFoundError } from '../../platform/lib/errors.js';

/** What the member chose to show; both off until they hide. */
export const visibilityOf = (member: Pick<Member, 'hideFromDirectory' | 'hideFromSuggestions'>): Visibility => ({
  hideFromDirectory: member.hideFromDirectory === true,
  hideFromSuggestions: member.hideFromSuggestions === true,
});

/**
 * PUT /api/members/me/visibility. Directory: the member write rewrites their
 * tags in its transaction (a hidden member keeps only the staff console's
 * `all` tag, marked unlisted). Suggestions: the edges pointing at the member
 * are marked, so 2nd and 3rd degree walks skip them; the nudge job reads the
 * member. Fields left out keep their value; an unchanged choice writes nothing.
 */
export async function saveMyVisibility(
  member: Member,
  change: { hideFromDirectory?: boolean | undefined; hideFromSuggestions?: boolean | undefined },
): Promise<Visibility> {
  const before = visibilityOf(member);
  const after: Visibility = {
    hideFromDirectory: change.hideFromDirectory ?? before.hideFromDirectory,
    hideFromSuggestions: change.hideFromSuggestions ?? before.hideFromSuggestions,
  };
  if (after.hideFromDirectory === before.hideFromDirectory && after.hideFromSuggestions === before.hideFromSuggestions) return after;
  const saved = await writeMember(member.id, (current) => {
    if (!current) throw new NotFoundError('Member not found');
    const { hideFromDirectory: _directory, hideFromSuggestions: _suggestions, ...rest } = current;
    // Stored only while on, so a member who never hid has neither attribute.
    return {
      ...rest,
      ...(after.hideFromDirectory ? { hideFromDirectory: true } : {}),
      ...(after.hideFromSuggestions ? { hideFromSuggestions: true } : {}),
    };
  });
  if (after.hideFromSuggestions !== before.hideFromSuggestions) await markHiddenOnEdges(member.id, hiddenReason(saved));
  return visibilityOf(saved);
}
