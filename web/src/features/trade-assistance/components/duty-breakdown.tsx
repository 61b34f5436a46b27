import type { DutyQuote } from '@club/shared';
import { Heading, Text } from '@aws-amplify/ui-react';
import { formatMoney } from '@club/shared';

/** An amount in the quote's currency, exact: '₹7,500', 'AED 1,250.00' (dirham duty is computed to the fils). */
export const dutyAmount = (amount: number, currency: 'INR' | 'AED' | undefined): string =>
  currency === 'AED' ? formatMoney(amount, 'AED', { exact: true, decimals: 2 }) : formatMoney(amount, 'INR', { exact: true });

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
        {quote.originCountry} → {quote.destinationCountry} · cargo {formatMoney(quote.cargo.value, quote.cargo.currency, { exact: true })} ({quote.cargo.valueBasis.toUpperCase()})
        {quote.exchangeRate
          ? ` · ${quote.exchangeRate.per} ${quote.exchangeRate.currency} = ${formatMoney(quote.exchangeRate.rate, 'INR', { exact: true })} (${quote.exchangeRate.source}, from ${quote.exchangeRate.effectiveFrom})`
          : ''}
      </Text>
      {!quote.covered ? (
        <Text className="field-error">This heading is not in the club’s indicative rate table: the total is not computed. Ask for an assisted calculation.</Text>
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
            {quote.lines.map((line) => (
              <tr key={line.key} data-testid="duty-line">
                <th scope="row">
                  {line.label}
                  {line.note ? <span className="duty-table__note">{line.note}</span> : null}
                  {line.source ? <span className="duty-table__note">Source: {line.source}</span> : null}
                </th>
                <td>{line.rate !== undefined ? `${line.rate}%` : '—'}</td>
                <td>{line.base !== undefined ? dutyAmount(line.base, currency) : '—'}</td>
                <td>{dutyAmount(line.amount, currency)}</td>
              </tr>
            ))}
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
            <dd>{quote.effectiveRate}%</dd>
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
          <Heading level={4}>Documents required</Heading>
          <ul>
            {quote.documentsRequired.map((doc) => (
              <li key={doc}>{doc}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
