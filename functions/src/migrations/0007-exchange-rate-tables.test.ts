import { describe, expect, it } from 'vitest';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PUBLISHED_TABLES } from '../features/exchange-rates/published.js';
import { exchangeRateTableOn, listExchangeRateTables } from '../features/exchange-rates/tables.js';
import { exchangeRateData } from '../features/exchange-rates/data.js';
import { exchangeRateTables } from './0007-exchange-rate-tables.js';
import { runMigrations } from './runner.js';

describe('0007-exchange-rate-tables', () => {
  it('writes the published tables a stage lacks, keeps one staff recorded for the same day, and changes nothing on a second run', async () => {
    const corrected = { ...PUBLISHED_TABLES[0]!, rates: { ...PUBLISHED_TABLES[0]!.rates, USD: 84.35 }, updatedBy: 'staff-1' };
    await exchangeRateData().exchangeRateTables.build(PutItemCommand).item(corrected).send();

    await runMigrations({ migrations: [exchangeRateTables] });
    const first = await listExchangeRateTables({ limit: 10 });
    expect(first.items.map((t) => [t.effectiveFrom, t.number, t.rates.USD])).toEqual([
      ['2024-06-07', '40/2024', 84.35],
      ['2024-03-27', '24/2024', 84],
    ]);
    expect((await exchangeRateTableOn('2024-05-01'))?.number).toBe('24/2024');

    await runMigrations({ migrations: [{ ...exchangeRateTables, id: '0007-exchange-rate-tables-again' }] });
    expect((await listExchangeRateTables({ limit: 10 })).items).toEqual(first.items);
  });
});
