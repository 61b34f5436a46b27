/**
 * The text of an event's calendar entry (the downloaded `.ics` and the one
 * attached to its mails): the description, then what guests should know
 * before they come, or undefined when there is nothing to say.
 */
export function calendarDescription(event: { description?: string | undefined; dressCode?: string | undefined }): string | undefined {
  const parts = [event.description, event.dressCode ? `Dress code: ${event.dressCode}` : undefined].filter(Boolean);
  return parts.length ? parts.join('\n\n') : undefined;
}
