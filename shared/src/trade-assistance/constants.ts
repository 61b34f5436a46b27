/** Cross-border trade assistance values: request types and states, the duty calculator's units and currencies, HS search. */

export const TRADE_REQUEST_TYPES = ['duty_calculation', 'hs_mapping', 'dgft_license', 'icegate_filing'] as const;
export type TradeRequestType = (typeof TRADE_REQUEST_TYPES)[number];
export const TRADE_REQUEST_TYPE_LABELS: Record<TradeRequestType, string> = {
  duty_calculation: 'Duty Calculation',
  hs_mapping: 'HS Code Mapping',
  dgft_license: 'DGFT Licence Consultation',
  icegate_filing: 'ICEGATE Filing Assistance',
};
/** Request states: new requests start pending; staff move them to processing, then completed or failed. */
export const TRADE_REQUEST_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TradeRequestStatus = (typeof TRADE_REQUEST_STATUSES)[number];
/** The moves club staff may make (POST /api/trade-assistance/{id}/status). */
export const TRADE_REQUEST_TRANSITIONS: Record<TradeRequestStatus, readonly TradeRequestStatus[]> = {
  pending: ['processing', 'completed', 'failed'],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
};
/** Units of the duty calculator. */
export const TRADE_UNITS = ['kg', 'tons', 'pieces', 'liters', 'cbm'] as const;
/** Currencies of the cargo value: those of the customs exchange-rate table (the form's default is USD). */
export const TRADE_CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SGD', 'AUD', 'JPY', 'CNY'] as const;
export type TradeCurrency = (typeof TRADE_CURRENCIES)[number];
/** HS search runs only when the text is longer than 2 characters; the API answers 400 below that. */
export const HS_SEARCH_MIN_LENGTH = 3;
export const HS_SEARCH_LIMIT = { default: 20, max: 50 } as const;
/** HS results show the first 3 restrictions; HS mapping answers the top 3 candidates. */
export const HS_RESTRICTIONS_SHOWN = 3;
export const HS_MAPPING_CANDIDATES = 3;
/** Loading placeholders: 3 request cards. */
export const TRADE_REQUEST_LOADING_CARDS = 3;
/** The toast of every trade assistance submission. */
export const TRADE_REQUEST_TOAST = 'Trade assistance request submitted successfully!';
/** Empty states. */
export const TRADE_EMPTY_STATES = {
  requests: 'No requests yet',
  hsCodes: (text: string) => `No HS codes found for "${text}"`,
} as const;
/** Documents every Indian import needs, listed after the heading's own. */
export const STANDARD_IMPORT_DOCUMENTS = [
  'Importer Exporter Code (IEC)',
  'Bill of Entry',
  'Commercial invoice',
  'Packing list',
  'Bill of lading / airway bill',
  'Certificate of origin',
  'Insurance certificate',
] as const;
/** Documents every export from India needs, listed after the goods' own (MPEDA, Spices Board, EIC...). */
export const STANDARD_EXPORT_DOCUMENTS = [
  'Importer Exporter Code (IEC)',
  'Shipping bill',
  'Commercial invoice',
  'Packing list',
  'Bill of lading / airway bill',
  'Certificate of origin (where the buyer claims a preference)',
] as const;
/** The toast of a duty calculation answered at once (a calculation, not a request waiting for staff). */
export const DUTY_CALCULATED_TOAST = 'Duty calculated';
