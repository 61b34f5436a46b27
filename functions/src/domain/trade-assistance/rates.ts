import type { TradeCurrency } from '@club/shared';

/**
 * Customs exchange rates (Customs Act, 1962, section 14): CBIC notifies a
 * rate per currency for imported goods twice a month, and the rate in force on
 * the date the Bill of Entry is filed applies. Newest first; a quote uses the
 * newest entry in force on its date and says which. Keep it current from the
 * latest "Exchange Rate Notification … Customs (N.T.)" on cbic.gov.in /
 * ICEGATE's ERAM; JPY is notified per 100 units.
 */
export interface ExchangeRateTable {
  notification: string;
  effectiveFrom: string;
  /** Rupees per `per` units of the currency, for imported goods. */
  rates: Record<Exclude<TradeCurrency, 'JPY'>, number> & { JPY: number };
}

export const EXCHANGE_RATE_TABLES: ExchangeRateTable[] = [
  {
    notification: 'Notification No. 24/2024-Customs (N.T.), 26 March 2024',
    effectiveFrom: '2024-03-27',
    rates: { USD: 84.0, EUR: 92.5, GBP: 108.1, AED: 23.35, SGD: 63.2, AUD: 56.25, CNY: 11.75, JPY: 56.1 },
  },
];

/** Units a rate is quoted per (Schedule II of the notification: 100 yen). */
export const RATE_PER: Record<TradeCurrency, number> = { USD: 1, EUR: 1, GBP: 1, AED: 1, SGD: 1, AUD: 1, CNY: 1, JPY: 100 };

/** A table older than this many days is flagged in the quote's notes. */
export const EXCHANGE_RATE_STALE_DAYS = 15;

/** The newest table in force on `date` (YYYY-MM-DD), or the oldest one known. */
export function exchangeRatesOn(date: string): ExchangeRateTable {
  return EXCHANGE_RATE_TABLES.find((table) => table.effectiveFrom <= date) ?? EXCHANGE_RATE_TABLES.at(-1)!;
}

/** The UAE dirham is pegged at 3.6725 to the US dollar (Central Bank of the UAE). */
export const AED_PER_USD = 3.6725;

/**
 * Indicative import tariff lines for India (a rate table for the
 * headings covered; an uncovered heading is said to be uncovered, never
 * guessed). Matched by the longest code prefix. Percentages:
 * - `bcd`: Basic Customs Duty, the effective rate (First Schedule to the
 *   Customs Tariff Act, 1975, read with the general exemption notification,
 *   Notification 50/2017-Customs, superseded by Notification 45/2025-Customs,
 *   as amended).
 * - `aidc`: Agriculture Infrastructure and Development Cess (section 124 of
 *   the Finance Act, 2021; rates by Notification 11/2021-Customs as amended),
 *   a duty of customs, so part of the Social Welfare Surcharge's base.
 * - `swsExempt`: exempt from the Social Welfare Surcharge (Notification
 *   11/2018-Customs, as amended; the surcharge is section 110 of the Finance
 *   Act, 2018).
 * - `igst`: the GST rate on the goods, levied on imports as IGST (section 3(7)
 *   of the Customs Tariff Act; rates by Notification 1/2017-Integrated Tax
 *   (Rate) as amended with effect from 22 September 2025: slabs 5%, 18% and
 *   40%, with 3% for gold and jewellery and nil for some fresh produce).
 */
export interface TariffLine {
  /** A chapter, heading, 6-digit subheading or 8-digit tariff item of the First Schedule. */
  prefix: string;
  label: string;
  /** An 8-digit tariff item's own words in the First Schedule ("Fresh", "Powder"). */
  item?: string;
  bcd: number;
  aidc?: number;
  swsExempt?: boolean;
  igst: number;
  note?: string;
  source: string;
}

export const TARIFF_AS_OF = '2026-02-01';

export const TARIFF_LINES: TariffLine[] = [
  { prefix: '030617', label: 'Frozen shrimps and prawns', bcd: 30, igst: 5, source: 'Customs Tariff, Chapter 3 (30%); IGST Schedule I (5%)' },
  { prefix: '0306', label: 'Crustaceans', bcd: 30, igst: 5, source: 'Customs Tariff, Chapter 3 (30%); IGST Schedule I (5%)' },
  { prefix: '0904', label: 'Pepper and dried chillies', bcd: 70, igst: 5, source: 'Customs Tariff, heading 0904 (70%); IGST Schedule I (5%)' },
  // Turmeric: one tariff rate, but fresh turmeric is GST-exempt, so the items differ.
  { prefix: '09103010', label: 'Turmeric, fresh', item: 'Fresh', bcd: 30, igst: 0, note: 'Fresh turmeric (other than in processed form) is exempt from IGST', source: 'Customs Tariff, tariff item 0910 30 10 (30%); SWS 10%; IGST nil, Notification 2/2017-Integrated Tax (Rate) as amended' },
  { prefix: '09103020', label: 'Turmeric, dried', item: 'Dried', bcd: 30, igst: 5, source: 'Customs Tariff, tariff item 0910 30 20 (30%); SWS 10%; IGST 5%, Notification 1/2017-Integrated Tax (Rate) Schedule I as amended from 22 September 2025' },
  { prefix: '09103030', label: 'Turmeric, powder', item: 'Powder', bcd: 30, igst: 5, source: 'Customs Tariff, tariff item 0910 30 30 (30%); SWS 10%; IGST 5%, Notification 1/2017-Integrated Tax (Rate) Schedule I as amended from 22 September 2025' },
  { prefix: '09103090', label: 'Turmeric, other', item: 'Other', bcd: 30, igst: 5, source: 'Customs Tariff, tariff item 0910 30 90 (30%); SWS 10%; IGST 5%, Notification 1/2017-Integrated Tax (Rate) Schedule I as amended from 22 September 2025' },
  { prefix: '1006', label: 'Rice', bcd: 70, swsExempt: true, igst: 5, note: 'IGST 5% applies to pre-packaged and labelled rice; loose rice is nil-rated', source: 'Customs Tariff, heading 1006 (70%); SWS exempt, Notification 11/2018-Customs Sl. No. 1; IGST Schedule I' },
  { prefix: '080131', label: 'Raw cashew nuts in shell', bcd: 2.5, igst: 5, source: 'Notification 50/2017-Customs (2.5%); IGST Schedule I (5%)' },
  { prefix: '0808', label: 'Fresh apples', bcd: 15, aidc: 35, swsExempt: true, igst: 0, source: 'Notification 11/2021-Customs (AIDC 35%, BCD 15%); SWS exempt, Notification 11/2018-Customs Sl. No. 1; IGST nil (fresh fruit)' },
  { prefix: '151110', label: 'Crude palm oil', bcd: 10, aidc: 5, igst: 5, source: 'BCD 10% from 31 May 2025; AIDC 5%, Notification 11/2021-Customs as amended; IGST 5%' },
  { prefix: '3004', label: 'Medicaments in measured doses', bcd: 10, igst: 5, note: 'Life-saving drugs listed in the exemption notification may be nil', source: 'Customs Tariff, heading 3004 (10%); IGST 5% from 22 September 2025' },
  { prefix: '5201', label: 'Raw cotton', bcd: 5, aidc: 5, igst: 5, note: 'Temporary exemptions have been notified for some periods (e.g. August–December 2025): check before relying on it', source: 'BCD 5% and AIDC 5%, Notification 11/2021-Customs as amended; IGST 5%' },
  { prefix: '5205', label: 'Cotton yarn', bcd: 10, igst: 5, source: 'Customs Tariff, heading 5205 (10%); IGST 5%' },
  { prefix: '7108', label: 'Gold', bcd: 5, aidc: 1, swsExempt: true, igst: 3, source: 'BCD 5% and AIDC 1% from 24 July 2024 (Union Budget 2024-25); SWS exempt (Notification 11/2018-Customs as amended); IGST 3%' },
  { prefix: '7113', label: 'Articles of jewellery', bcd: 20, igst: 3, source: 'BCD 20% from 2 February 2025 (Union Budget 2025-26); IGST 3%' },
  { prefix: '8415', label: 'Air conditioners', bcd: 20, igst: 18, source: 'Customs Tariff, heading 8415 (20%); IGST 18% from 22 September 2025' },
  { prefix: '8471', label: 'Computers (ITA goods)', bcd: 0, igst: 18, source: 'Nil BCD under the Information Technology Agreement; IGST 18%' },
  { prefix: '851713', label: 'Smartphones', bcd: 15, igst: 18, source: 'BCD 15% from 24 July 2024 (Union Budget 2024-25); IGST 18%' },
];

/** The tariff line of a code: the longest prefix in the table, or none. */
export function tariffLineFor(code: string): TariffLine | undefined {
  let best: TariffLine | undefined;
  for (const line of TARIFF_LINES) {
    if (code.startsWith(line.prefix) && (!best || line.prefix.length > best.prefix.length)) best = line;
  }
  return best;
}

/**
 * Trade agreements India applies to the origins members trade with most
 * (say when an agreement may lower BCD; never apply it silently).
 * Keys are canonical country names.
 */
export const PREFERENTIAL_AGREEMENTS: Record<string, string> = {
  UAE: 'India–UAE CEPA (Notification 22/2022-Customs)',
  Australia: 'India–Australia ECTA (Notification 112/2022-Customs)',
  Singapore: 'India–Singapore CECA (Notification 10/2008-Customs)',
  Japan: 'India–Japan CEPA (Notification 69/2011-Customs)',
  'South Korea': 'India–Korea CEPA (Notification 152/2009-Customs)',
  Malaysia: 'India–Malaysia CECA (Notification 53/2011-Customs)',
  Thailand: 'ASEAN–India FTA (Notification 46/2011-Customs)',
  Vietnam: 'ASEAN–India FTA (Notification 46/2011-Customs)',
  Indonesia: 'ASEAN–India FTA (Notification 46/2011-Customs)',
  'Sri Lanka': 'India–Sri Lanka FTA (Notification 26/2000-Customs)',
  Mauritius: 'India–Mauritius CECPA (in force 1 April 2021)',
  Switzerland: 'India–EFTA TEPA (in force 1 October 2025)',
  Norway: 'India–EFTA TEPA (in force 1 October 2025)',
  Iceland: 'India–EFTA TEPA (in force 1 October 2025)',
  Liechtenstein: 'India–EFTA TEPA (in force 1 October 2025)',
};
