/** Darshan plan values. */

/** Darshan plan statuses, plus `cancelled` for a plan the member withdraws. */
export const DARSHAN_STATUSES = ['planning', 'submitted', 'confirmed', 'completed', 'cancelled'] as const;
export type DarshanStatus = (typeof DARSHAN_STATUSES)[number];
/** Group size bounds. */
export const DARSHAN_PAX = { min: 1, max: 20 } as const;
