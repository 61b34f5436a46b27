/** Cultural help and the festival calendar. */

/** The six kinds of cultural help. */
export const CULTURAL_REQUEST_TYPES = [
  'translation',
  'festival_info',
  'temple_timings',
  'cultural_etiquette',
  'food_recommendations',
  'local_customs',
] as const;
export type CulturalRequestType = (typeof CULTURAL_REQUEST_TYPES)[number];
/** Urgency with the turnaround label the dialog shows. */
export const CULTURAL_URGENCIES = ['low', 'normal', 'urgent'] as const;
export type CulturalUrgency = (typeof CULTURAL_URGENCIES)[number];
export const CULTURAL_URGENCY_TURNAROUND: Record<CulturalUrgency, string> = {
  low: 'Within a week',
  normal: 'Within 2-3 days',
  urgent: 'Within 24 hours',
};
export const CULTURAL_LANGUAGES = ['telugu', 'english', 'hindi'] as const;
export type CulturalLanguage = (typeof CULTURAL_LANGUAGES)[number];
/** The two states whose general-holiday orders the calendar follows. */
export const FESTIVAL_STATES = ['Andhra Pradesh', 'Telangana'] as const;
export type FestivalState = (typeof FESTIVAL_STATES)[number];

/**
 * What a confirmation applies to in the path: one state's date, or `all`
 * when the published date holds for both states.
 */
export const FESTIVAL_DATE_SCOPES = ['all', 'andhra-pradesh', 'telangana'] as const;
export type FestivalDateScope = (typeof FESTIVAL_DATE_SCOPES)[number];

/** A calculated date, in words a member reads: it comes from the Telugu calendar's rule and may move by a day when published. */
const CALCULATED_DATE = 'Calculated from the Telugu calendar; not yet confirmed';

/** Where a festival's date comes from: the published source staff confirmed it by, or the calendar's rule. */
export const festivalDateStatusText = (festival: { dateStatus: 'computed' | 'confirmed'; dateSource?: string | undefined }): string =>
  festival.dateStatus === 'confirmed' ? `Confirmed by ${festival.dateSource ?? 'the club'}` : CALCULATED_DATE;
