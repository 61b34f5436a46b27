import type { CulturalLanguage, CulturalRequestType, CulturalUrgency } from '@club/shared';
import { formatDate } from '@club/shared';

/** Screen texts of the cultural concierge. */
export const REQUEST_TYPE_LABELS: Record<CulturalRequestType, string> = {
  translation: 'Translation',
  festival_info: 'Festival Information',
  temple_timings: 'Temple Timings',
  cultural_etiquette: 'Cultural Etiquette',
  food_recommendations: 'Food Recommendations',
  local_customs: 'Local Customs',
};

export const REQUEST_TYPE_HINTS: Record<CulturalRequestType, string> = {
  translation: 'Telugu, English and Hindi documents and messages',
  festival_info: 'Dates, rituals and what to expect',
  temple_timings: 'Darshan hours, sevas and dress code',
  cultural_etiquette: 'Meetings, gifts, greetings and visits',
  food_recommendations: 'Where and what to eat',
  local_customs: 'Regional traditions explained',
};

export const URGENCY_LABELS: Record<CulturalUrgency, string> = { low: 'Low', normal: 'Normal', urgent: 'Urgent' };
export const LANGUAGE_LABELS: Record<CulturalLanguage, string> = { telugu: 'Telugu', english: 'English', hindi: 'Hindi' };

/** 4 temple loading cards, 3 for cultural requests. */
export const TEMPLE_LOADING_CARDS = 4;
export const REQUEST_LOADING_CARDS = 3;
export const SUBMITTED_TOAST = 'Cultural assistance request submitted successfully!';

/** A date (YYYY-MM-DD or an ISO time) as '14 Jan 2027', read as a calendar day (no zone shift). */
export const formatDay = (value: string): string => formatDate(value.slice(0, 10), 'UTC', { weekday: false });
