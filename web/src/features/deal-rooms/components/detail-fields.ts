import type { Deal } from '@club/shared';

/** The deal's private details, in the order investors read them. */
export const DETAIL_FIELDS = [
  { key: 'useOfFunds', label: 'Use of funds' },
  { key: 'traction', label: 'Traction' },
  { key: 'financials', label: 'Financials' },
  { key: 'teamBios', label: 'Team' },
] as const satisfies readonly { key: keyof Deal; label: string }[];
