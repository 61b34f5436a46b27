import type { DutyLine, DutyQuote } from '@club/shared';
import { Heading, Text } from '@aws-amplify/ui-react';
import { formatExchangeRate, formatMoney, formatPercent } from '@club/shared';

/** An amount in its currency, exact: '₹7,500', '$10,000', 'AED 1,250.00' (dirham duty is computed to the fils). */
export const dutyAmount = (amount: number, currency: string | undefined): string =>
  currency === 'AED' ? formatMoney(amount, 'AED', { exact: true, decimals: 2 }) : formatMoney(amount, currency ?? 'INR', { exact: true });

/**
 * A line's rate, base and amount, each in its own unit: the assessable value
 * reads '$10,000' × '₹88.50 per USD' = '₹8,85,000'; a duty '30%' of '₹8,85,000'.
 * A line names its currencies where they are not the quote's (breakdowns
 * stored before lines carried them: the assessable value's base is the cargo's).
 */
export function lineUnits(line: DutyLine, quote: DutyQuote): { rate: string; base: string; amount: string } {
  const quoteCurrency = quote.currency ?? quote.cargo.currency;
  const legacyExchange = line.key === 'assessable_value' && line.rateUnit === undefined && quote.exchangeRate !== undefined;
  const baseCurrency = line.baseCurrency ?? (legacyExchange ? quote.cargo.currency : quoteCurrency);
  const amountCurrency = line.amountCurrency ?? quoteCurrency;
  const exchange = line.rateUnit === 'exchange' || legacyExchange;
  const per = line.ratePer ?? (legacyExchange ? quote.exchangeRate?.per : undefined) ?? 1;
  return {
    rate: line.rate === undefined ? '—' : exchange ? formatExchangeRate(line.rate, amountCurrency, baseCurrency, per) : formatPercent(line.rate, 3),
    base: line.base === undefined ? '—' : dutyAmount(line.base, baseCurrency),
    amount: dutyAmount(line.amount, amountCurrency),
  };
}

/** Every line of the server's duty breakdown: rate, base, amount, note and source, then totals and notes. */
export function DutyBreakdown({ quote }: { quote: DutyQuote }) {
  const currency = quote.currency;
  return (
    <section className="duty-breakdown" aria-labelledby="duty-breakdown-heading" data-testid="duty-breakdown">
      <Heading level={3} id="duty-breakdown-heading">
        Duty breakdown: HS {quote.hsCode}
      </Heading>
      {quote.description ? <Text className="muted">{quote.description}</Text> : null}
      <Text className="muted">
        {quote.originCountry} → {quote.destinationCountry} · cargo {dutyAmount(quote.cargo.value, quote.cargo.currency)} ({quote.cargo.valueBasis.toUpperCase()}
        )
        {quote.exchangeRate
          ? ` · ${formatExchangeRate(quote.exchangeRate.rate, currency ?? 'INR', quote.exchangeRate.currency, quote.exchangeRate.per)} (${quote.exchangeRate.source}, from ${quote.exchangeRate.effectiveFrom})`
          : ''}
      </Text>
      {!quote.covered ? (
        <Text className="field-error">
          This heading is not in the club’s indicative rate table: the total is not computed. Ask for an assisted calculation.
        </Text>
      ) : null}
      {/* Scrolls sideways inside itself on a phone; focusable so a keyboard can scroll it. */}
      <div className="table-scroll" role="region" aria-label="Duty lines" tabIndex={0}>
        <table className="duty-table">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Rate</th>
              <th scope="col">On</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => {
              const units = lineUnits(line, quote);
              return (
                <tr key={line.key} data-testid="duty-line">
                  <th scope="row">
                    {line.label}
                    {line.note ? <span className="duty-table__note">{line.note}</span> : null}
                    {line.source ? <span className="duty-table__note">Source: {line.source}</span> : null}
                  </th>
                  <td>{units.rate}</td>
                  <td>{units.base}</td>
                  <td>{units.amount}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="duty-totals">
        {quote.assessableValue !== undefined ? (
          <div>
            <dt>Assessable value</dt>
            <dd>{dutyAmount(quote.assessableValue, currency)}</dd>
          </div>
        ) : null}
        {quote.totalDuty !== undefined ? (
          <div>
            <dt>Total duty</dt>
            <dd data-testid="total-duty">{dutyAmount(quote.totalDuty, currency)}</dd>
          </div>
        ) : null}
        {quote.landedCost !== undefined ? (
          <div>
            <dt>Landed cost</dt>
            <dd>{dutyAmount(quote.landedCost, currency)}</dd>
          </div>
        ) : null}
        {quote.effectiveRate !== undefined ? (
          <div>
            <dt>Effective rate</dt>
            <dd>{formatPercent(quote.effectiveRate, 2)}</dd>
          </div>
        ) : null}
      </dl>
      {quote.notes.length > 0 ? (
        <ul className="duty-notes">
          {quote.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <Text className="muted">Rates as of {quote.ratesAsOf}. Indicative: confirm with your customs broker.</Text>
      {quote.documentsRequired.length > 0 ? (
        <>
          <Heading level={4}>Documents to import into {quote.destinationCountry}</Heading>
          <ul data-testid="import-documents">
            {quote.documentsRequired.map((doc) => (
              <li key={doc}>{doc}</li>
            ))}
          </ul>
        </>
      ) : null}
      {quote.exportDocuments?.length ? (
        <>
          <Heading level={4}>Documents to export from {quote.originCountry}</Heading>
          <ul data-testid="export-documents">
            {quote.exportDocuments.map((doc) => (
              <li key={doc}>{doc}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
