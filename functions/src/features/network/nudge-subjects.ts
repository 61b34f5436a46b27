/**
 * Subjects the rules and the actions that retire their nudges agree on. Apart
 * from the rules so a producer in another feature (the RSVP handler) does not load them.
 */
export const nudgeSubject = {
  member: (otherId: string) => `member:${otherId}`,
  followUp: (introId: string, followUpAt: string) => `follow-up:${introId}:${followUpAt}`,
  event: (eventId: string) => `event:${eventId}`,
};
