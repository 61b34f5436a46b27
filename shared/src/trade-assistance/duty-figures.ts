import type { DutyLine, DutyQuote } from '../api/trade-assistance.js';
import { formatExchangeRate, formatMoneyToMinor } from '../format/money.js';
import { formatPercent } from '../format/numbers.js';

/**
 * The figures a duty breakdown shows, worked out once for the screen and the
 * PDF report so both say the same: each line's rate, base and amount in its
 * own unit, the import tax a registered importer claims back kept apart from
 * the customs duty, and the cost per unit of the quantity given.
 */

/** An amount of a duty breakdown, to the paisa / cent / fils: '₹67,271.40', '$10,000.00', 'AED 1,250.00'. */
export const dutyAmount = (amount: number, currency: string | undefined): string => formatMoneyToMinor(amount, currency ?? 'INR');

/**
 * A line's rate, base and amount, each in its own unit: the assessable value
 * reads '$10,000.00' × '₹88.50 per USD' = '₹8,85,000.00'; a duty '30%' of
 * '₹8,85,000.00'. Lines stored before they carried their currencies: the
 * assessable value's base is the cargo's.
 */
export function dutyLineCells(line: DutyLine, quote: DutyQuote): { rate: string | undefined; base: string | undefined; amount: string } {
  const quoteCurrency = quote.currency ?? quote.cargo.currency;
  const legacyExchange = line.key === 'assessable_value' && line.rateUnit === undefined && quote.exchangeRate !== undefined;
  const baseCurrency = line.baseCurrency ?? (legacyExchange ? quote.cargo.currency : quoteCurrency);
  const amountCurrency = line.amountCurrency ?? quoteCurrency;
  const exchange = line.rateUnit === 'exchange' || legacyExchange;
  const per = line.ratePer ?? (legacyExchange ? quote.exchangeRate?.per : undefined) ?? 1;
  return {
    rate: line.rate === undefined ? undefined : exchange ? formatExchangeRate(line.rate, amountCurrency, baseCurrency, per) : formatPercent(line.rate, 3),
    base: line.base === undefined ? undefined : dutyAmount(line.base, baseCurrency),
    amount: dutyAmount(line.amount, amountCurrency),
  };
}

/** The import tax of each method that a registered importer usually claims back: India's IGST, the UAE's VAT. */
const CREDITABLE_TAX: Record<string, { key: string; label: string; credit: string }> = {
  india: { key: 'igst', label: 'IGST', credit: 'input tax credit (CGST Act, 2017, s. 16)' },
  uae: { key: 'vat', label: 'VAT', credit: 'input VAT (Federal Decree-Law No. 8 of 2017, art. 54)' },
};

interface CreditableTax {
  label: string;
  amount: number;
  /** Customs duty without the tax: what stays a cost once the tax is claimed back. */
  dutyWithoutTax: number;
  landedCostWithoutTax: number | undefined;
  /** Total duty (tax included) and duty without the tax, as a percent of the assessable value, 2 decimals. */
  effectiveRate: number;
  effectiveRateWithoutTax: number;
  /** Says the tax is usually claimed back, and on what. */
  note: string;
}

interface PerUnitCost {
  quantity: number;
  /** The unit one of which the figures are for: 'kg', 'ton', 'piece'. */
  unit: string;
  landedCost: number | undefined;
  totalDuty: number | undefined;
  /** Landed cost per unit without the creditable tax. */
  landedCostWithoutTax: number | undefined;
}

interface DutyFigures {
  creditableTax: CreditableTax | undefined;
  perUnit: PerUnitCost | undefined;
}

const minor = (amount: number): number => Math.round(amount * 100);
/** `part` as a percent of `whole`, to 2 decimals. */
const percentOf = (part: number, whole: number): number => (minor(whole) === 0 ? 0 : Math.round((minor(part) * 10_000) / minor(whole)) / 100);
/** An amount per unit, to the paisa / cent. */
const per = (amount: number | undefined, quantity: number): number | undefined =>
  amount === undefined ? undefined : Math.round(minor(amount) / quantity) / 100;

const SINGULAR: Record<string, string> = { tons: 'ton', pieces: 'piece', liters: 'liter' };
/** The singular of a cargo unit ('tons' → 'ton'); 'unit' when none was given. */
const unitName = (unit: string | undefined): string => (unit ? (SINGULAR[unit] ?? unit) : 'unit');

/** The creditable tax and the per-unit cost of a breakdown; undefined when the breakdown has no total (or a nil tax) or no quantity. */
export function dutyFigures(quote: DutyQuote): DutyFigures {
  const tax = CREDITABLE_TAX[quote.method];
  const taxLine = tax ? quote.lines.find((line) => line.key === tax.key) : undefined;
  const { totalDuty, landedCost, assessableValue } = quote;
  let creditableTax: CreditableTax | undefined;
  // A nil-rated tax (fresh fruit's IGST) has nothing to claim back: no split.
  if (tax && taxLine && taxLine.amount > 0 && totalDuty !== undefined && assessableValue !== undefined) {
    const dutyWithoutTax = (minor(totalDuty) - minor(taxLine.amount)) / 100;
    creditableTax = {
      label: tax.label,
      amount: taxLine.amount,
      dutyWithoutTax,
      landedCostWithoutTax: landedCost === undefined ? undefined : (minor(landedCost) - minor(taxLine.amount)) / 100,
      effectiveRate: percentOf(totalDuty, assessableValue),
      effectiveRateWithoutTax: percentOf(dutyWithoutTax, assessableValue),
      note: `${tax.label} is usually claimed back as ${tax.credit} by a registered importer, so it is shown apart: the duty that stays a cost is the rest.`,
    };
  }
  const quantity = quote.cargo.quantity;
  const perUnit =
    quantity !== undefined && quantity > 0 && (landedCost !== undefined || totalDuty !== undefined)
      ? {
          quantity,
          unit: unitName(quote.cargo.unit),
          landedCost: per(landedCost, quantity),
          totalDuty: per(totalDuty, quantity),
          landedCostWithoutTax: per(creditableTax?.landedCostWithoutTax, quantity),
        }
      : undefined;
  return { creditableTax, perUnit };
}
