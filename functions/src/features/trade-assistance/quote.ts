import {
  RATE_PER,
  STANDARD_EXPORT_DOCUMENTS,
  STANDARD_IMPORT_DOCUMENTS,
  canonicalCountry,
  exchangeRateAge,
  exchangeRateTableName,
  type DutyLine,
  type ExchangeRateTable,
  type DutyQuote,
  type DutyQuoteParsed,
  formatExchangeRate,
  formatMoney,
  formatMoneyToMinor,
  formatPercent,
  type TradeCurrency,
  type TradeDirection,
} from '@club/shared';
import { findHsEntry } from './hs-catalogue.js';
import { rulesFor } from './hs-rules.js';
import {
  type CifBuildUp,
  FREIGHT_DEFAULT_PERCENT,
  INSURANCE_DEFAULT_PERCENT,
  cifValue,
  convert,
  indiaDutyStack,
  SWS_RATE,
  uaeDutyStack,
  UAE_RATES,
} from './duty.js';
import { exchangeRateTableOn } from '../exchange-rates/index.js';
import { AED_PER_USD, PREFERENTIAL_AGREEMENTS, TARIFF_AS_OF, tariffLineForQuote } from './rates.js';

const VALUATION_SOURCE = 'Customs Act, 1962, s. 14; Customs Valuation Rules, 2007, rule 10; no 1% landing charge since Notification 91/2017-Customs (N.T.)';

/** Documents a UAE import needs (Federal Customs Authority). */
const UAE_DOCUMENTS = [
  'Commercial invoice',
  'Packing list',
  'Bill of lading / airway bill',
  'Certificate of origin',
  'Importer customs code (UAE)',
  'Import permit where the goods are controlled',
];

/** Documents of an Indian import: the heading's own, then the standard set. */
export const indiaDocuments = (hsCode: string): string[] => [...new Set([...rulesFor(hsCode).importDocuments, ...STANDARD_IMPORT_DOCUMENTS])];
/** Documents of an export from India: the goods' own (MPEDA, Spices Board, EIC...), then the standard set. */
export const indiaExportDocuments = (hsCode: string): string[] => [...new Set([...rulesFor(hsCode).exportDocuments, ...STANDARD_EXPORT_DOCUMENTS])];

/**
 * The checklist of a code whose request may not say where the goods go (an
 * HS mapping): the import list into India, the export list from India, or,
 * with neither end India or unknown, every document the code carries (as
 * the HS helper shows them).
 */
export function documentsForCode(hsCode: string, originCountry?: string, destinationCountry?: string): string[] {
  const origin = originCountry ? canonicalCountry(originCountry) : undefined;
  const destination = destinationCountry ? canonicalCountry(destinationCountry) : undefined;
  if (destination === 'India' && origin !== 'India') return indiaDocuments(hsCode);
  if (origin === 'India' && destination !== 'India') return indiaExportDocuments(hsCode);
  return rulesFor(hsCode).documentation;
}

/** The direction as India sees it: India as destination is an import, India as origin an export, neither a cross trade. */
export const tradeDirection = (origin: string, destination: string): TradeDirection =>
  destination === 'India' ? 'import' : origin === 'India' ? 'export' : 'cross_trade';

/** An amount to the paisa / cent for a line's note, as the line's own cells write it: '$10,000.00', '₹58,852.50'. */
const exact = (amount: number, currency: string) => formatMoneyToMinor(amount, currency);

/**
 * The CIF build-up of a FOB value, in the cargo currency: FOB, freight,
 * insurance (each saying whether it was given or is rule 10(2)'s default) and
 * their sum. None for a value sent as CIF.
 */
function cifBuildUpLines(currency: TradeCurrency, valuation: CifBuildUp, intoIndia: boolean): DutyLine[] {
  const { fob } = valuation;
  if (fob === undefined) return [];
  const rule = intoIndia ? 'rule 10(2)' : 'India’s rule 10(2), as an estimate';
  const part = (key: 'freight' | 'insurance', amount: number, assumed: boolean, percent: number): DutyLine => {
    const what = key === 'freight' ? 'Freight' : 'Insurance';
    return {
      key,
      label: what,
      ...(assumed ? { rate: percent, rateUnit: 'percent' as const, base: fob, baseCurrency: currency } : {}),
      amount,
      amountCurrency: currency,
      note: assumed ? `${what} not known: ${formatPercent(percent, 3)} of FOB, ${rule}` : `${what} as given`,
      source: 'Customs Valuation Rules, 2007, rule 10(2) and its provisos',
    };
  };
  return [
    { key: 'fob', label: 'FOB value', amount: fob, amountCurrency: currency },
    part('freight', valuation.freight ?? 0, valuation.freightAssumed, FREIGHT_DEFAULT_PERCENT),
    part('insurance', valuation.insurance ?? 0, valuation.insuranceAssumed, INSURANCE_DEFAULT_PERCENT),
    { key: 'cif_value', label: 'CIF value (FOB + freight + insurance)', amount: valuation.cif, amountCurrency: currency },
  ];
}

/**
 * The duty breakdown for a cargo (POST /api/trade-assistance/duty-quote, and
 * the answer of a duty_calculation request): India's full stack for imports
 * into India, the UAE's 5% + VAT, and otherwise a note that staff work it out.
 * `rates` is the customs exchange-rate table in force on `today` (YYYY-MM-DD),
 * undefined when none is recorded for that date.
 */
export function buildDutyQuote(input: DutyQuoteParsed, rates: ExchangeRateTable | undefined, today = new Date().toISOString().slice(0, 10)): DutyQuote {
  const origin = canonicalCountry(input.originCountry);
  const destination = canonicalCountry(input.destinationCountry);
  const direction = tradeDirection(origin, destination);
  const entry = findHsEntry(input.hsCode);
  const valuation = cifValue(input);
  const cargo: DutyQuote['cargo'] = {
    currency: input.currency,
    value: input.value,
    valueBasis: input.valueBasis,
    ...(valuation.freight !== undefined ? { freight: valuation.freight } : {}),
    ...(valuation.insurance !== undefined ? { insurance: valuation.insurance } : {}),
    cif: valuation.cif,
    ...(valuation.fob !== undefined ? { freightAssumed: valuation.freightAssumed, insuranceAssumed: valuation.insuranceAssumed } : {}),
    ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
    ...(input.unit ? { unit: input.unit } : {}),
  };
  const base: QuoteBase = {
    hsCode: input.hsCode,
    ...(entry ? { description: entry.description } : {}),
    originCountry: origin,
    destinationCountry: destination,
    cargo,
    direction,
    // An export from India needs India's export papers whatever the destination asks.
    ...(direction === 'export' ? { exportDocuments: indiaExportDocuments(input.hsCode) } : {}),
    ratesAsOf: TARIFF_AS_OF,
  };
  const sources = rulesFor(input.hsCode).sources;
  if (direction !== 'cross_trade' && origin !== destination && sources.length > 0) base.documentSources = sources;
  const buildUp = cifBuildUpLines(input.currency, valuation, destination === 'India');
  const valuationNotes: string[] = [];
  if (!entry) valuationNotes.push(`HS code ${input.hsCode} is not in the HS 2022 nomenclature: check the code.`);

  if (origin === destination) {
    return {
      ...base,
      method: 'assisted',
      covered: false,
      lines: [],
      notes: ['Origin and destination are the same country: there is no customs import to calculate.'],
      documentsRequired: [],
    };
  }
  if (destination === 'India') return indiaQuote(input, base, buildUp, valuationNotes, origin, today, rates);
  if (destination === 'UAE') return uaeQuote(input, base, buildUp, valuationNotes, rates);
  return {
    ...base,
    method: 'assisted',
    covered: false,
    lines: buildUp,
    notes: [
      ...valuationNotes,
      `Duties for imports into ${destination} are worked out by club staff (assisted calculation): submit the Duty Calculator and the request goes to them.`,
    ],
    documentsRequired: [...STANDARD_IMPORT_DOCUMENTS].filter((doc) => !/IEC|Bill of Entry/.test(doc)),
  };
}

type QuoteBase = Pick<
  DutyQuote,
  'hsCode' | 'description' | 'originCountry' | 'destinationCountry' | 'cargo' | 'direction' | 'exportDocuments' | 'documentSources' | 'ratesAsOf'
>;

function indiaQuote(
  input: DutyQuoteParsed,
  base: QuoteBase,
  buildUp: DutyLine[],
  valuationNotes: string[],
  origin: string,
  today: string,
  table: ExchangeRateTable | undefined,
): DutyQuote {
  if (!table) {
    return {
      ...base,
      method: 'assisted',
      covered: false,
      lines: [],
      notes: [
        ...valuationNotes,
        `No customs exchange-rate table is recorded in force on ${today}, so no rupee value is given. Submit it as a request and club staff will do an assisted calculation.`,
      ],
      documentsRequired: indiaDocuments(input.hsCode),
    };
  }
  const per = RATE_PER[input.currency];
  const rate = table.rates[input.currency];
  const assessableValue = convert(base.cargo.cif, rate, per);
  const notes = [...valuationNotes];
  const age = exchangeRateAge(table, today);
  if (age.stale) {
    notes.push(
      `Exchange rates are ${age.days} days old on ${today} (${exchangeRateTableName(table)}, in force from ${table.effectiveFrom}): the Bill of Entry uses the rate in force on its date.`,
    );
  }
  const exchangeRate = {
    currency: input.currency,
    rate,
    per,
    effectiveFrom: table.effectiveFrom,
    source: exchangeRateTableName(table),
    ...(age.stale ? { staleDays: age.days } : {}),
  };
  const avLine: DutyLine = {
    key: 'assessable_value',
    label: 'Assessable value (CIF × customs exchange rate)',
    rate,
    rateUnit: 'exchange',
    ratePer: per,
    base: base.cargo.cif,
    baseCurrency: input.currency,
    amount: assessableValue,
    note: `${exact(base.cargo.cif, input.currency)} × ${formatExchangeRate(rate, 'INR', input.currency, per)} = ${exact(assessableValue, 'INR')}`,
    source: VALUATION_SOURCE,
  };
  const tariff = tariffLineForQuote(input.hsCode);
  const agreement = PREFERENTIAL_AGREEMENTS[origin];
  if (agreement) {
    notes.push(
      `Origin ${origin}: ${agreement} may lower BCD for originating goods with a certificate of origin. Not applied here: the standard rate is shown.`,
    );
  }
  const documentsRequired = indiaDocuments(input.hsCode);
  if (!tariff) {
    return {
      ...base,
      method: 'india',
      covered: false,
      exchangeRate,
      currency: 'INR',
      lines: [...buildUp, avLine],
      assessableValue,
      notes: [
        ...notes,
        `Basic Customs Duty for ${input.hsCode.slice(0, 4)} is not in the club’s indicative rate table, so no total is given. Submit it as a request and club staff will do an assisted calculation.`,
      ],
      documentsRequired,
    };
  }
  const stack = indiaDutyStack(assessableValue, { bcd: tariff.bcd, aidc: tariff.aidc ?? 0, swsExempt: tariff.swsExempt ?? false, igst: tariff.igst });
  const lines: DutyLine[] = [
    ...buildUp,
    avLine,
    { key: 'bcd', label: 'Basic Customs Duty (BCD)', rate: tariff.bcd, base: stack.assessableValue, amount: stack.bcd, source: tariff.source },
  ];
  if (tariff.aidc) {
    lines.push({
      key: 'aidc',
      label: 'Agriculture Infrastructure and Development Cess (AIDC)',
      rate: tariff.aidc,
      base: stack.assessableValue,
      amount: stack.aidc,
      source: 'Finance Act, 2021, s. 124; Notification 11/2021-Customs as amended',
    });
  }
  lines.push({
    key: 'sws',
    label: 'Social Welfare Surcharge (SWS)',
    rate: tariff.swsExempt ? 0 : SWS_RATE,
    base: stack.swsBase,
    amount: stack.sws,
    ...(tariff.swsExempt
      ? { note: 'Exempt: Notification 11/2018-Customs' }
      : stack.swsBase === 0
        ? { note: 'Nil: no customs duty to charge it on' }
        : { note: '10% of BCD + AIDC' }),
    source: 'Finance Act, 2018, s. 110; exemptions: Notification 11/2018-Customs',
  });
  lines.push({
    key: 'igst',
    label: 'Integrated GST (IGST)',
    rate: tariff.igst,
    base: stack.igstBase,
    amount: stack.igst,
    note: `On assessable value + BCD${tariff.aidc ? ' + AIDC' : ''} + SWS${tariff.note ? `. ${tariff.note}` : ''}`,
    source:
      'Customs Tariff Act, 1975, s. 3(7); Notification 9/2025-Integrated Tax (Rate), in force from 22 September 2025 (nil rates: 10/2025-Integrated Tax (Rate))',
  });
  lines.push({ key: 'total_duty', label: 'Total duty', amount: stack.totalDuty });
  lines.push({ key: 'landed_cost', label: 'Landed cost (assessable value + total duty)', amount: stack.landedCost });
  notes.push(`Rates are indicative (${tariff.label}, as of ${TARIFF_AS_OF}); anti-dumping or safeguard duty, if any, is not included.`);
  notes.push(`The Bill of Entry collects the total rounded to the rupee: ${formatMoney(stack.payableRounded, 'INR', { exact: true })} (Customs Act, s. 154A).`);
  return {
    ...base,
    method: 'india',
    covered: true,
    exchangeRate,
    currency: 'INR',
    lines,
    assessableValue: stack.assessableValue,
    totalDuty: stack.totalDuty,
    landedCost: stack.landedCost,
    effectiveRate: stack.effectiveRate,
    notes,
    documentsRequired,
  };
}

function uaeQuote(input: DutyQuoteParsed, base: QuoteBase, buildUp: DutyLine[], valuationNotes: string[], table: ExchangeRateTable | undefined): DutyQuote {
  const notes = [...valuationNotes];
  let cifAed: number;
  let exchangeRate: DutyQuote['exchangeRate'];
  if (input.currency === 'AED') {
    cifAed = base.cargo.cif;
  } else if (input.currency === 'USD') {
    cifAed = convert(base.cargo.cif, AED_PER_USD);
    exchangeRate = { currency: 'USD', rate: AED_PER_USD, per: 1, effectiveFrom: '1997-11-01', source: 'AED pegged to USD at 3.6725 (Central Bank of the UAE)' };
  } else if (table) {
    // Cross rate through the rupee rates of the customs table: indicative only.
    const perUnitInr = table.rates[input.currency] / RATE_PER[input.currency];
    const crossRate = Math.round((perUnitInr / table.rates.AED) * 10_000) / 10_000;
    cifAed = convert(base.cargo.cif, crossRate);
    exchangeRate = {
      currency: input.currency,
      rate: crossRate,
      per: 1,
      effectiveFrom: table.effectiveFrom,
      source: `Cross rate through the rupee (${exchangeRateTableName(table)})`,
    };
    notes.push('Converted to dirhams through a cross rate: UAE customs uses the rate on the declaration date.');
  } else {
    return {
      ...base,
      method: 'assisted',
      covered: false,
      lines: [],
      notes: [...notes, `No exchange-rate table is recorded to convert ${input.currency} to dirhams: submit it as a request and club staff will work it out.`],
      documentsRequired: UAE_DOCUMENTS,
    };
  }
  const stack = uaeDutyStack(cifAed);
  const lines: DutyLine[] = [
    ...buildUp,
    {
      key: 'cif',
      label: 'CIF value in dirhams',
      ...(exchangeRate
        ? {
            rate: exchangeRate.rate,
            rateUnit: 'exchange' as const,
            ratePer: 1,
            base: base.cargo.cif,
            baseCurrency: input.currency,
            note: `${exact(base.cargo.cif, input.currency)} × ${formatExchangeRate(exchangeRate.rate, 'AED', input.currency)} = ${exact(stack.cif, 'AED')}`,
          }
        : {}),
      amount: stack.cif,
      source: 'GCC Common Customs Law: duty on CIF value',
    },
    {
      key: 'customs_duty',
      label: 'Customs duty',
      rate: UAE_RATES.customs,
      base: stack.cif,
      amount: stack.customsDuty,
      source: 'GCC Common Customs Tariff (5%)',
    },
    {
      key: 'vat',
      label: 'VAT on import',
      rate: UAE_RATES.vat,
      base: stack.vatBase,
      amount: stack.vat,
      note: 'On CIF + customs duty',
      source: 'Federal Decree-Law No. 8 of 2017 on VAT',
    },
    { key: 'total_duty', label: 'Total duty and VAT', amount: stack.totalDuty },
    { key: 'landed_cost', label: 'Landed cost', amount: stack.landedCost },
  ];
  notes.push(
    'Indicative: some goods are exempt (many basic foodstuffs) and some carry higher duty (tobacco, alcohol); an India–UAE CEPA certificate of origin may lower the customs duty.',
  );
  return {
    ...base,
    method: 'uae',
    covered: true,
    ...(exchangeRate ? { exchangeRate } : {}),
    currency: 'AED',
    lines,
    assessableValue: stack.cif,
    totalDuty: stack.totalDuty,
    landedCost: stack.landedCost,
    effectiveRate: stack.effectiveRate,
    notes,
    documentsRequired: UAE_DOCUMENTS,
  };
}

/** POST /api/trade-assistance/duty-quote: the breakdown with the exchange-rate table in force today (one Query), nothing stored. */
export async function quoteDuty(body: DutyQuoteParsed, today = new Date().toISOString().slice(0, 10)): Promise<DutyQuote> {
  return buildDutyQuote(body, await exchangeRateTableOn(today), today);
}
