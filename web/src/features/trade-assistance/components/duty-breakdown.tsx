import type { DutyQuote } from '@club/shared';
import { Heading, Text } from '@aws-amplify/ui-react';
import { dutyAmount, dutyFigures, dutyLineCells, formatDate, formatExchangeRate, formatNumber, formatPercent } from '@club/shared';
import { ExternalLink } from '../../../components/ui/external-link';

/** A calendar day of the rate tables as people read it ('7 Nov 2026'); anything else as stored. */
const dayText = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, 'UTC', { weekday: false }) : value);

/** Every line of the server's duty breakdown: rate, base, amount, note and source, then totals and notes. */
export function DutyBreakdown({ quote }: { quote: DutyQuote }) {
  const currency = quote.currency;
  const { creditableTax: tax, perUnit } = dutyFigures(quote);
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
          ? ` · ${formatExchangeRate(quote.exchangeRate.rate, currency ?? 'INR', quote.exchangeRate.currency, quote.exchangeRate.per)} (${quote.exchangeRate.source}, from ${dayText(quote.exchangeRate.effectiveFrom)})`
          : ''}
      </Text>
      {!quote.covered ? (
        <Text className="field-error">
          This heading is not in the club’s indicative rate table: the total is not computed. Ask for an assisted calculation.
        </Text>
      ) : null}
      {/* On a phone each line stacks (label, then rate, base and amount, each named) so no column is cut off. */}
      <table className="duty-table" aria-label="Duty lines">
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
            const cells = dutyLineCells(line, quote);
            return (
              <tr key={line.key} data-testid="duty-line">
                <th scope="row">
                  {line.label}
                  {line.note ? <span className="duty-table__note">{line.note}</span> : null}
                  {line.source ? <span className="duty-table__note">Source: {line.source}</span> : null}
                </th>
                <td data-label="Rate">{cells.rate ?? '—'}</td>
                <td data-label="On">{cells.base ?? '—'}</td>
                <td data-label="Amount" data-testid="duty-amount">
                  {cells.amount}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
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
        {tax ? (
          <>
            <div>
              <dt>{tax.label} (usually claimed back)</dt>
              <dd data-testid="creditable-tax">{dutyAmount(tax.amount, currency)}</dd>
            </div>
            <div>
              <dt>Duty without {tax.label}</dt>
              <dd data-testid="duty-without-tax">{dutyAmount(tax.dutyWithoutTax, currency)}</dd>
            </div>
            {tax.landedCostWithoutTax !== undefined ? (
              <div>
                <dt>Landed cost without {tax.label}</dt>
                <dd>{dutyAmount(tax.landedCostWithoutTax, currency)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Effective rate</dt>
              <dd data-testid="effective-rate">
                {formatPercent(tax.effectiveRate, 2)} with {tax.label}, {formatPercent(tax.effectiveRateWithoutTax, 2)} without
              </dd>
            </div>
          </>
        ) : quote.effectiveRate !== undefined ? (
          <div>
            <dt>Effective rate</dt>
            <dd data-testid="effective-rate">{formatPercent(quote.effectiveRate, 2)}</dd>
          </div>
        ) : null}
        {perUnit?.landedCost !== undefined ? (
          <div>
            <dt>Landed cost per {perUnit.unit}</dt>
            <dd data-testid="landed-cost-per-unit">{dutyAmount(perUnit.landedCost, currency)}</dd>
          </div>
        ) : null}
        {perUnit?.landedCostWithoutTax !== undefined && tax ? (
          <div>
            <dt>
              Per {perUnit.unit} without {tax.label}
            </dt>
            <dd data-testid="landed-cost-per-unit-without-tax">{dutyAmount(perUnit.landedCostWithoutTax, currency)}</dd>
          </div>
        ) : null}
        {perUnit?.totalDuty !== undefined ? (
          <div>
            <dt>Duty per {perUnit.unit}</dt>
            <dd>{dutyAmount(perUnit.totalDuty, currency)}</dd>
          </div>
        ) : null}
      </dl>
      {tax ? <Text className="muted">{tax.note}</Text> : null}
      {perUnit ? (
        <Text className="muted">
          Per {perUnit.unit}: for {formatNumber(perUnit.quantity, { maxDecimals: 3 })} {quote.cargo.unit ?? 'units'}, as entered.
        </Text>
      ) : quote.landedCost !== undefined ? (
        <Text className="muted">Enter a quantity to see the cost per kg, ton or piece.</Text>
      ) : null}
      {quote.notes.length > 0 ? (
        <ul className="duty-notes">
          {quote.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <Text className="muted">Rates as of {dayText(quote.ratesAsOf)}. Indicative: confirm with your customs broker.</Text>
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
      {quote.documentSources?.length ? (
        <>
          <Heading level={4}>Where the document rules are published</Heading>
          <ul className="duty-sources" data-testid="document-sources">
            {quote.documentSources.map((source) => (
              <li key={source.url + source.title}>
                <ExternalLink href={source.url}>{source.title}</ExternalLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
