import { CHAPTERS, JOB_LEVELS, REMOTE_OPTIONS, type ClubStats } from '@club/shared';
import { CLUB_SCOPE, readCounters } from './counters.js';

/** GET /api/stats: every club-wide count from one Query of the club's counters (absent = 0). */
export async function getClubStats(): Promise<ClubStats> {
  const counts = await readCounters(CLUB_SCOPE);
  const n = (name: string) => Math.max(0, counts[name] ?? 0);
  const countries = Object.entries(counts).filter(([name, count]) => name.startsWith('country#') && count > 0).length;
  return {
    members: n('members'),
    verifiedMembers: n('verifiedMembers'),
    companies: n('companies'),
    countries,
    chapters: Object.fromEntries(CHAPTERS.map((chapter) => [chapter, n(`chapter#${chapter}`)])) as ClubStats['chapters'],
    listings: { total: n('listings'), export: n('listings#export'), import: n('listings#import') },
    jobs: {
      total: n('jobs'),
      byLevel: Object.fromEntries(JOB_LEVELS.map((level) => [level, n(`jobs#level#${level}`)])) as ClubStats['jobs']['byLevel'],
      byRemote: Object.fromEntries(REMOTE_OPTIONS.map((option) => [option, n(`jobs#remote#${option}`)])) as ClubStats['jobs']['byRemote'],
    },
  };
}
