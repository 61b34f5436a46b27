/**
 * India's import duty stack and the UAE's, as pure functions on exact money
 * (integer paise / fils, BigInt, half-up rounding of each line to the paisa),
 * so every line can be checked by hand. The legal basis of each line:
 *
 * - Assessable value = CIF in rupees (Customs Act, 1962, section 14; Customs
 *   Valuation (Determination of Value of Imported Goods) Rules, 2007, rule 10).
 *   The foreign value is converted at the customs exchange rate CBIC notifies
 *   for imported goods. The 1% landing charge was removed from 26 September
 *   2017 (Notification 91/2017-Customs (N.T.)) and is not added. When freight
 *   or insurance cannot be ascertained they are 20% and 1.125% of the FOB value
 *   (rule 10(2), provisos).
 * - Basic Customs Duty on the assessable value at the heading's rate.
 * - Agriculture Infrastructure and Development Cess on the assessable value
 *   where it applies (Finance Act, 2021, section 124; Notification
 *   11/2021-Customs).
 * - Social Welfare Surcharge: 10% of the duties of customs (BCD + AIDC)
 *   (Finance Act, 2018, section 110), nil for goods exempted by Notification
 *   11/2018-Customs, and nil when those duties are nil.
 * - IGST on assessable value + BCD + AIDC + SWS (Customs Tariff Act, 1975,
 *   section 3(7) and (8)) at the goods' GST rate.
 * The amount payable on the Bill of Entry is rounded to the nearest rupee
 * (Customs Act, section 154A); the lines stay in paise.
 */

/** Percent rates are held as millionths of a whole (1.125% = 11,250), so every rate in use is exact. */
const toMillionths = (percent: number): bigint => BigInt(Math.round(percent * 10_000));

/** Money in minor units (paise, cents, fils) from a decimal amount with at most 2 decimals. */
export const toMinor = (amount: number): bigint => BigInt(Math.round(amount * 100));
/** A minor-unit amount back to a decimal number (exact for anything below 2^53 paise). */
export const fromMinor = (minor: bigint): number => Number(minor) / 100;

/** Half-up division of non-negative integers. */
const divRound = (numerator: bigint, denominator: bigint): bigint => (numerator * 2n + denominator) / (2n * denominator);

/** `percent` of `base` (minor units), rounded half up to the minor unit. */
export const percentOf = (base: bigint, percent: number): bigint => divRound(base * toMillionths(percent), 1_000_000n);

/**
 * A foreign amount converted at a rate of up to 4 decimals (`rate` rupees per
 * `per` units; JPY is notified per 100; the dirham peg is 3.6725), rounded
 * half up to the paisa.
 */
export function convert(amount: number, rate: number, per = 1): number {
  return fromMinor(divRound(toMinor(amount) * BigInt(Math.round(rate * 10_000)), 10_000n * BigInt(per)));
}

/** Rule 10(2)'s provisos: freight and insurance, when they cannot be ascertained, as a percent of FOB. */
export const FREIGHT_DEFAULT_PERCENT = 20;
export const INSURANCE_DEFAULT_PERCENT = 1.125;

export interface CifBuildUp {
  cif: number;
  /** Present for a FOB value: the FOB, freight and insurance that make the CIF. */
  fob?: number;
  freight?: number;
  insurance?: number;
  freightAssumed: boolean;
  insuranceAssumed: boolean;
}

/**
 * CIF from the value sent: as is for a CIF value; for a FOB value plus the
 * freight and insurance given, each defaulting to rule 10(2)'s 20% and
 * 1.125% of FOB when not given (a given 0 is a known cost, e.g. paid by the
 * seller, and stays 0). Each part is exact to the cent; CIF is their sum.
 */
export function cifValue(input: { value: number; valueBasis: 'cif' | 'fob'; freight?: number | undefined; insurance?: number | undefined }): CifBuildUp {
  if (input.valueBasis === 'cif') return { cif: input.value, freightAssumed: false, insuranceAssumed: false };
  const fob = toMinor(input.value);
  const freight = input.freight !== undefined ? toMinor(input.freight) : percentOf(fob, FREIGHT_DEFAULT_PERCENT);
  const insurance = input.insurance !== undefined ? toMinor(input.insurance) : percentOf(fob, INSURANCE_DEFAULT_PERCENT);
  return {
    cif: fromMinor(fob + freight + insurance),
    fob: fromMinor(fob),
    freight: fromMinor(freight),
    insurance: fromMinor(insurance),
    freightAssumed: input.freight === undefined,
    insuranceAssumed: input.insurance === undefined,
  };
}

export interface IndiaDutyRates {
  /** Basic Customs Duty, percent. */
  bcd: number;
  /** Agriculture Infrastructure and Development Cess, percent (0 where it does not apply). */
  aidc: number;
  /** Exempt from the Social Welfare Surcharge (Notification 11/2018-Customs). */
  swsExempt: boolean;
  /** IGST, percent. */
  igst: number;
}

/** The Social Welfare Surcharge rate (Finance Act, 2018, section 110). */
export const SWS_RATE = 10;

export interface IndiaDutyStack {
  assessableValue: number;
  bcd: number;
  aidc: number;
  /** The duties the surcharge is charged on: BCD + AIDC. */
  swsBase: number;
  sws: number;
  /** The value IGST is charged on: AV + BCD + AIDC + SWS. */
  igstBase: number;
  igst: number;
  totalDuty: number;
  landedCost: number;
  /** Total duty ÷ assessable value, percent, 2 decimals. */
  effectiveRate: number;
  /** What the Bill of Entry collects: the total rounded to the rupee (section 154A). */
  payableRounded: number;
}

/** India's duty stack on an assessable value in rupees (every line to the paisa). */
export function indiaDutyStack(assessableValue: number, rates: IndiaDutyRates): IndiaDutyStack {
  const av = toMinor(assessableValue);
  const bcd = percentOf(av, rates.bcd);
  const aidc = percentOf(av, rates.aidc);
  const sws = rates.swsExempt ? 0n : percentOf(bcd + aidc, SWS_RATE);
  const igstBase = av + bcd + aidc + sws;
  const igst = percentOf(igstBase, rates.igst);
  const total = bcd + aidc + sws + igst;
  return {
    assessableValue: fromMinor(av),
    bcd: fromMinor(bcd),
    aidc: fromMinor(aidc),
    swsBase: fromMinor(bcd + aidc),
    sws: fromMinor(sws),
    igstBase: fromMinor(igstBase),
    igst: fromMinor(igst),
    totalDuty: fromMinor(total),
    landedCost: fromMinor(av + total),
    effectiveRate: av === 0n ? 0 : fromMinor(divRound(total * 10_000n, av)),
    payableRounded: Number(divRound(total, 100n)),
  };
}

/** UAE (GCC Common Customs Law): 5% customs duty on CIF, then 5% VAT on CIF + duty (Federal Decree-Law No. 8 of 2017). */
export const UAE_RATES = { customs: 5, vat: 5 } as const;

export interface UaeDutyStack {
  cif: number;
  customsDuty: number;
  vatBase: number;
  vat: number;
  totalDuty: number;
  landedCost: number;
  effectiveRate: number;
}

/** The UAE's stack on a CIF value in dirhams (every line to the fils). */
export function uaeDutyStack(cifAed: number): UaeDutyStack {
  const cif = toMinor(cifAed);
  const customs = percentOf(cif, UAE_RATES.customs);
  const vatBase = cif + customs;
  const vat = percentOf(vatBase, UAE_RATES.vat);
  const total = customs + vat;
  return {
    cif: fromMinor(cif),
    customsDuty: fromMinor(customs),
    vatBase: fromMinor(vatBase),
    vat: fromMinor(vat),
    totalDuty: fromMinor(total),
    landedCost: fromMinor(cif + total),
    effectiveRate: cif === 0n ? 0 : fromMinor(divRound(total * 10_000n, cif)),
  };
}
