/** The event's time in its own zone, e.g. "Saturday, 12 December 2026, 18:30 – 21:00 (India Standard Time)". */
export function eventWhen(event: { startTime: string; endTime: string; timeZone: string }): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone, timeZoneName: 'long' })
    .formatToParts(new Date(event.startTime))
    .find((part) => part.type === 'timeZoneName')?.value;
  const start = new Date(event.startTime);
  const end = new Date(event.endTime);
  // An event ending on a later day names that day too.
  const endText = day.format(end) === day.format(start) ? time.format(end) : `${day.format(end)}, ${time.format(end)}`;
  return `${day.format(start)}, ${time.format(start)} – ${endText}${zone ? ` (${zone})` : ''}`;
}
