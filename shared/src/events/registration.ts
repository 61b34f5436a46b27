/* A rule of the stored event, apart from the events route group so the nudge job can ask it without building that group's schemas. */

/**
 * Why registration for an event is closed at `now`, or undefined while it is
 * open: no longer active, already started, or past its registration deadline.
 * The API words the reason; the nudge job only asks whether it is open.
 */
export function registrationClosure(
  event: { isActive: boolean; startTime: string; registrationDeadline?: string | undefined },
  now = Date.now(),
): 'inactive' | 'started' | 'deadline' | undefined {
  if (!event.isActive) return 'inactive';
  if (Date.parse(event.startTime) <= now) return 'started';
  if (event.registrationDeadline && Date.parse(event.registrationDeadline) <= now) return 'deadline';
  return undefined;
}
