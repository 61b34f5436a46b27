import { runtimeTimeZone } from '@club/shared';

/** Proposed meetings and pitch slots are typed in the member's own zone (datetime-local inputs). */

/** The member's own zone: a proposed time is typed and shown in it. */
export const memberTimeZone = runtimeTimeZone;

/** A `datetime-local` value (the member's wall clock) as an ISO instant; blank → left out, nonsense kept for the schema to name. */
export const localToIso = (local: string): string | undefined => {
  if (!local.trim()) return undefined;
  const instant = new Date(local);
  return Number.isNaN(instant.getTime()) ? local : instant.toISOString();
};
