/** The member's own values: badges, chapters, who sees their contact details. */

export const BADGES = ['founder', 'investor', 'govt_liaison', 'exporter', 'importer', 'philanthropist'] as const;
export type Badge = (typeof BADGES)[number];

export const CHAPTERS = ['AP-Vizag', 'AP-Vijayawada', 'AP-Tirupati', 'Telangana', 'USA', 'UAE', 'UK', 'Singapore'] as const;
export type Chapter = (typeof CHAPTERS)[number];

/** Who may see a member's e-mail and phone: their connections, every member, or nobody. */
export const CONTACT_VISIBILITIES = ['connections', 'members', 'nobody'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];
export const CONTACT_VISIBILITY_LABELS: Record<ContactVisibility, string> = {
  connections: 'My connections',
  members: 'All members',
  nobody: 'Nobody',
};
