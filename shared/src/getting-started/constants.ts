/** The first-visit checklist's steps, in the order the home lists them. */
export const CHECKLIST_STEPS = ['photo', 'titleAndCompany', 'chapters', 'connections', 'mailPreferences', 'firstRsvp'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

/** How many connections the checklist asks for. */
export const CONNECTIONS_GOAL = 3;

/** Why a member is suggested: mutual connections, the same company, a shared chapter (strongest first). */
export const SUGGESTION_REASONS = ['mutual', 'company', 'chapter'] as const;

/** How many people and events the first-visit home suggests. */
export const SUGGESTIONS_SHOWN = { people: 6, events: 3 } as const;
