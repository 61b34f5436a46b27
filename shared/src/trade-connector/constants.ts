import { CRORE, LAKH } from '../format/money.js';

/** Import-Export Connector values. Categories map to HS chapters or headings (code prefixes). */

export const CONNECTOR_CATEGORIES = ['textiles', 'spices', 'pharmaceuticals', 'technology', 'agriculture'] as const;
export type ConnectorCategory = (typeof CONNECTOR_CATEGORIES)[number];
const twoDigits = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));
export const CONNECTOR_CATEGORY_HS: Record<ConnectorCategory, { label: string; hsPrefixes: readonly string[]; hsLabel: string }> = {
  textiles: { label: 'Textiles', hsPrefixes: twoDigits(50, 63), hsLabel: 'HS chapters 50–63' },
  spices: { label: 'Spices', hsPrefixes: ['0904', '0905', '0906', '0907', '0908', '0909', '0910'], hsLabel: 'HS headings 0904–0910' },
  pharmaceuticals: { label: 'Pharmaceuticals', hsPrefixes: ['30'], hsLabel: 'HS chapter 30' },
  technology: { label: 'Technology', hsPrefixes: ['84', '85'], hsLabel: 'HS chapters 84–85' },
  agriculture: { label: 'Agriculture', hsPrefixes: twoDigits(1, 24), hsLabel: 'HS chapters 01–24' },
};
/** The connector's locations and the country a listing carries for each. */
export const CONNECTOR_LOCATIONS = ['usa', 'uae', 'singapore', 'uk', 'australia'] as const;
export type ConnectorLocation = (typeof CONNECTOR_LOCATIONS)[number];
export const CONNECTOR_LOCATION_COUNTRIES: Record<ConnectorLocation, string> = {
  usa: 'USA',
  uae: 'UAE',
  singapore: 'Singapore',
  uk: 'UK',
  australia: 'Australia',
};
/**
 * Order-value bands, in rupees, on a listing's estimated order
 * value: `min` inclusive, `max` exclusive (absent = no upper bound).
 */
export const ORDER_VALUE_BANDS = {
  small: { label: '₹1L–₹10L', min: 1 * LAKH, max: 10 * LAKH },
  medium: { label: '₹10L–₹1Cr', min: 10 * LAKH, max: 1 * CRORE },
  large: { label: '₹1Cr–₹10Cr', min: 1 * CRORE, max: 10 * CRORE },
  enterprise: { label: 'Above ₹10Cr', min: 10 * CRORE },
} as const satisfies Record<string, { label: string; min: number; max?: number }>;
export type OrderValueBand = keyof typeof ORDER_VALUE_BANDS;
export const ORDER_VALUE_BAND_IDS = Object.keys(ORDER_VALUE_BANDS) as [OrderValueBand, ...OrderValueBand[]];
/** Trade connection requests: the listing's company accepts or declines; the sender may withdraw a pending one. */
export const TRADE_CONNECTION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type TradeConnectionStatus = (typeof TRADE_CONNECTION_STATUSES)[number];
/** How a match was found: the same 6-digit subheading ranks before the same 4-digit heading. */
export const TRADE_MATCH_LEVELS = ['subheading', 'heading'] as const;
/** Bounds: matches per own listing, the listings of one heading read per match Query, a connection note. */
export const TRADE_MATCH_LIMITS = { perListing: 10, headingRead: 200, noteMax: 1_000, ids: 50 } as const;
