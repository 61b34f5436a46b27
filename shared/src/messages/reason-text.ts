import type { ThreadReason } from '../api/messages.js';
import { formatDate } from '../format/dates.js';

/** A thread's reason as its header says it: "Connected since 3 March 2026", "Introduced by Padma Rao", "About: Solar fund". */
export function threadReasonText(reason: ThreadReason, timeZone = 'UTC'): string {
  const since = formatDate(reason.since, timeZone, { weekday: false });
  switch (reason.kind) {
    case 'connection':
      return `Connected since ${since}`;
    case 'introduction':
      return reason.introducerName ? `Introduced by ${reason.introducerName}` : `Introduced on ${since}`;
    case 'match':
      return reason.about ? `About: ${reason.about}` : `Matched on ${since}`;
    case 'interest':
      return reason.about ? `About: ${reason.about}` : `Interest expressed on ${since}`;
    case 'trade':
      return reason.about ? `About: ${reason.about}` : `Trade connection since ${since}`;
    case 'staff':
      return 'From the club’s staff';
  }
}
