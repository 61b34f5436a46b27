/** Meet The CM values. */

/** The Meet The CM form's choices. */
export const CM_DELEGATION_TYPES = ['individual', 'company', 'association', 'investment'] as const;
export const CM_PURPOSES = ['investment', 'expansion', 'policy', 'partnership', 'infrastructure'] as const;
export const CM_SECTORS = ['technology', 'manufacturing', 'healthcare', 'agriculture', 'renewable', 'infrastructure'] as const;
export const CM_INVESTMENT_BANDS = ['small', 'medium', 'large', 'mega'] as const;
export const CM_DURATIONS = [30, 45, 60, 90] as const;
/** Whose Chief Minister a request asks to meet: the two Telugu states. */
export const CM_STATES = ['andhra_pradesh', 'telangana'] as const;
export const CM_URGENCIES = ['routine', 'important', 'urgent', 'critical'] as const;
/** draft → submitted → under_review → scheduled | declined (staff decide after submitted). */
export const CM_REQUEST_STATUSES = ['draft', 'submitted', 'under_review', 'scheduled', 'declined'] as const;
export type CmRequestStatus = (typeof CM_REQUEST_STATUSES)[number];
/** The kinds of dashboard content the club edits (seeded items, not constants in the page). */
export const CM_CONTENT_KINDS = ['focus_area', 'policy_update', 'incentive', 'priority_sector', 'success_story'] as const;
export const CM_LIMITS = { jobCreationMax: 10_000_000, slotsPerDay: 50 } as const;
/** Slots a member may book for themselves on one India day (club staff may book more for them). */
export const CM_MEMBER_SLOTS_PER_DAY = 1;
/** The 409 a member's booking gets when they already hold their slot of that day. */
export const CM_DAY_TAKEN = 'You already have a Meet The CM slot on this day; please pick another day (the club’s staff can arrange more)';
