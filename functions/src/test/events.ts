export const HOUR_MS = 3600_000;

/** An ISO time `hours` from now (fractions allowed). */
export const inHours = (hours: number): string => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** A valid event form: an in-person networking evening in Hyderabad, `startInHours` from now and three hours long. */
export const eventForm = (startInHours: number, extra: Record<string, unknown> = {}) => ({
  title: 'Hyderabad Founders Evening',
  type: 'networking',
  startTime: inHours(startInHours),
  endTime: inHours(startInHours + 3),
  timeZone: 'Asia/Kolkata',
  venue: 'Taj Krishna',
  city: 'Hyderabad',
  country: 'India',
  ...extra,
});
