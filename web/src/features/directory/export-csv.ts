import { csvRows, labelOf, type DirectoryMember } from '@club/shared';

export { downloadText } from '../../lib/csv';

/**
 * The Export Contacts CSV: name, company, chapter, badges, LinkedIn URL, and
 * e-mail and phone only as the API gives them (members who opted in).
 */
export function membersCsv(members: DirectoryMember[]): string {
  const header = ['Name', 'Company', 'Chapter', 'Badges', 'LinkedIn URL', 'E-mail', 'Phone'];
  const rows = members.map((m) => [
    // The stored names as typed (the CSV guard below sees their first character), not the display form.
    `${m.firstName} ${m.lastName}`,
    m.company?.name ?? '',
    m.chapters.join('; '),
    m.badges.map(labelOf).join('; '),
    m.linkedinUrl ?? '',
    m.email ?? '',
    m.phone ?? '',
  ]);
  return csvRows(header, rows);
}
