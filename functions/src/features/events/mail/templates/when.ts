import { formatTimeRange } from '@club/shared';

/** The event's time in its own zone, as the app writes it: "Sat 12 Dec 2026, 6:30 pm – 9:00 pm IST". */
export const eventWhen = (event: { startTime: string; endTime: string; timeZone: string }): string =>
  formatTimeRange(event.startTime, event.endTime, event.timeZone);
