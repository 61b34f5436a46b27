/** Room night values: what a member offers and the states of an offer and a request. */

export const ROOM_NIGHT_ACTIONS = ['donate', 'swap', 'sell'] as const;
export type RoomNightAction = (typeof ROOM_NIGHT_ACTIONS)[number];
export const ROOM_NIGHT_STATUSES = ['available', 'pending', 'completed', 'cancelled'] as const;
export const ROOM_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
