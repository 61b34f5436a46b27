/** The names a member is called by in titles and audit entries. */
export interface PersonNames {
  firstName: string;
  lastName: string;
}

/** How a title or an audit entry names a member ("Ravi Kumar replied…"). */
export const personName = (member: PersonNames): string =>
  `${member.firstName} ${member.lastName}`.trim() || 'A member';
