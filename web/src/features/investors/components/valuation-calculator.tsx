import { Button, Card, Flex, Grid, Heading, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { percentText, roundProblem, valueRounds, type RoundInput, type RoundResult } from '../valuation';
import { formatMoney, type CurrencyCode, formatNumber } from '@club/shared';

interface RoundRow {
  key: number;
  name: string;
  basis: 'pre' | 'post';
  valuation: string;
  investment: string;
}

const ROUND_NAMES = ['Seed', 'Series A', 'Series B', 'Series C', 'Growth'];
const MAX_ROUNDS = 6;
const number = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(/[,\s]/g, '')));

let nextKey = 1;
const newRow = (index: number): RoundRow => ({ key: nextKey++, name: ROUND_NAMES[index] ?? `Round ${index + 1}`, basis: 'pre', valuation: '', investment: '' });

/** What the rows give: each round computed, or the first problem (a blank row waits quietly). */
function compute(rows: RoundRow[], sharesText: string, stakeText: string): { results: RoundResult[]; problem?: string } {
  const inputs: RoundInput[] = rows.map((row) => ({
    name: row.name || 'Round',
    basis: row.basis,
    valuation: number(row.valuation),
    investment: number(row.investment),
  }));
  const filled: RoundInput[] = [];
  for (const [index, input] of inputs.entries()) {
    const row = rows[index]!;
    if (row.valuation.trim() === '' && row.investment.trim() === '') break;
    const problem = roundProblem(input);
    if (problem) return { results: [], problem: `${input.name}: ${problem}` };
    filled.push(input);
  }
  const initialShares = sharesText.trim() === '' ? undefined : number(sharesText);
  const foundersStake = stakeText.trim() === '' ? undefined : number(stakeText) / 100;
  try {
    return { results: valueRounds(filled, { initialShares, foundersStake }) };
  } catch (error) {
    return { results: [], problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The Resources tab's valuation calculator: enter each round's pre- or
 * post-money valuation and the investment; each round shows its pre- and
 * post-money, the new investors' stake, the dilution, the price per share and
 * the founders' stake before and after. Amounts in ₹ (lakh/crore) or $.
 */
export function ValuationCalculator() {
  const [currency, setCurrency] = useState<CurrencyCode>('INR');
  const [shares, setShares] = useState('10000000');
  const [stake, setStake] = useState('100');
  const [rows, setRows] = useState<RoundRow[]>(() => [newRow(0)]);
  const { results, problem } = compute(rows, shares, stake);
  const change = (key: number, patch: Partial<RoundRow>) => setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const money = (amount: number) => formatMoney(amount, currency);

  return (
    <Card variation="outlined" as="section" aria-labelledby="valuation-heading" className="investor-panel">
      <Heading level={3} id="valuation-heading">
        Valuation calculator
      </Heading>
      <Text className="muted">Pre- and post-money valuation, the new investors’ stake and the founders’ dilution, round by round.</Text>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: 'repeat(3, minmax(0, 1fr))' }} gap="0.75rem">
        <SelectField label="Currency" value={currency} onChange={(e) => setCurrency(e.target.value as CurrencyCode)}>
          <option value="INR">₹ Indian rupees</option>
          <option value="USD">$ US dollars</option>
        </SelectField>
        <TextField label="Shares before the first round" type="number" inputMode="numeric" min={1} value={shares} onChange={(e) => setShares(e.target.value)} />
        <TextField
          label="Founders’ stake today (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          value={stake}
          onChange={(e) => setStake(e.target.value)}
        />
      </Grid>
      {rows.map((row, index) => (
        <fieldset key={row.key} className="valuation-round">
          <legend>Round {index + 1}</legend>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: 'repeat(2, minmax(0, 1fr))' }} gap="0.75rem">
            <TextField label="Round name" value={row.name} onChange={(e) => change(row.key, { name: e.target.value })} />
            <SelectField label="Valuation entered" value={row.basis} onChange={(e) => change(row.key, { basis: e.target.value as RoundRow['basis'] })}>
              <option value="pre">Pre-money</option>
              <option value="post">Post-money</option>
            </SelectField>
            <TextField
              label={row.basis === 'pre' ? 'Pre-money valuation' : 'Post-money valuation'}
              type="number"
              inputMode="decimal"
              min={0}
              value={row.valuation}
              onChange={(e) => change(row.key, { valuation: e.target.value })}
            />
            <TextField
              label="Investment"
              type="number"
              inputMode="decimal"
              min={0}
              value={row.investment}
              onChange={(e) => change(row.key, { investment: e.target.value })}
            />
          </Grid>
          {rows.length > 1 ? (
            <Button
              size="small"
              variation="link"
              onClick={() => setRows((all) => all.filter(({ key }) => key !== row.key))}
              aria-label={`Remove round ${index + 1}`}
            >
              Remove round
            </Button>
          ) : null}
        </fieldset>
      ))}
      <Flex gap="0.5rem" wrap="wrap">
        <Button size="small" onClick={() => setRows((all) => [...all, newRow(all.length)])} isDisabled={rows.length >= MAX_ROUNDS}>
          + Add round
        </Button>
      </Flex>
      {problem ? (
        <Text role="alert" className="field-error">
          {problem}
        </Text>
      ) : null}
      <div aria-live="polite" className="valuation-results">
        {results.map((round, index) => (
          <Card key={index} variation="outlined" className="valuation-result" data-testid="valuation-result">
            <Heading level={4}>{round.name}</Heading>
            <dl className="fact-list">
              <div>
                <dt>Pre-money</dt>
                <dd>{money(round.preMoney)}</dd>
              </div>
              <div>
                <dt>Investment</dt>
                <dd>{money(round.investment)}</dd>
              </div>
              <div>
                <dt>Post-money</dt>
                <dd data-testid="post-money">{money(round.postMoney)}</dd>
              </div>
              <div>
                <dt>New investors’ stake</dt>
                <dd>{percentText(round.investorShare)}</dd>
              </div>
              <div>
                <dt>Dilution</dt>
                <dd>{percentText(round.dilution)}</dd>
              </div>
              <div>
                <dt>Founders</dt>
                <dd>
                  {percentText(round.foundersBefore)} → {percentText(round.foundersAfter)}
                </dd>
              </div>
              <div>
                <dt>Price per share</dt>
                <dd>{formatMoney(round.pricePerShare, currency, { exact: true })}</dd>
              </div>
              <div>
                <dt>New shares</dt>
                <dd>{formatNumber(Math.round(round.newShares), { indian: currency === 'INR' })}</dd>
              </div>
            </dl>
          </Card>
        ))}
        {!results.length && !problem ? <Text className="muted">Enter a valuation and an investment to see the round.</Text> : null}
      </div>
    </Card>
  );
}
