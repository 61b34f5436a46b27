import type { ExchangeRateTable, RouteBodyParsed, exchangeRateRoutes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { exchangeRateData } from './data.js';
import type { ExchangeRateTableItem } from './entities/exchange-rate-table.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, type Actor } from '../audit/index.js';
import { toTable } from './tables.js';

// Apart from tables.ts, so the routes that only read exchange-rate tables bundle none of the write builders.

type CreateBody = RouteBodyParsed<typeof exchangeRateRoutes.createExchangeRateTable>;
type EditBody = RouteBodyParsed<typeof exchangeRateRoutes.updateExchangeRateTable>;

const TABLE_NOT_FOUND = 'Exchange-rate table not found';
const TABLE_CHANGED = 'This table was changed by someone else since you opened it: reload it and make your edit again';
const dayTaken = (day: string) =>
  new BadRequestError('Invalid request', [{ path: ['body', 'effectiveFrom'], message: `A table already takes effect on ${day}: edit that one` }]);

/** The fields a write stores (what the audit's before/after record too). */
const fieldsOf = (body: CreateBody | EditBody | ExchangeRateTableItem) => ({
  effectiveFrom: body.effectiveFrom,
  ...(body.number ? { number: body.number } : {}),
  notifiedOn: body.notifiedOn,
  rates: { ...body.rates },
  ...(body.source ? { source: body.source } : {}),
});

/** POST /api/staff/exchange-rates: a new table with its audit entry, in one transaction; a day already taken is a 400. */
export async function createExchangeRateTable(actor: Actor, body: CreateBody): Promise<ExchangeRateTable> {
  const { exchangeRateTables } = exchangeRateData();
  const fields = fieldsOf(body);
  await writeTransaction(
    [
      {
        name: 'table',
        write: exchangeRateTables
          .build(PutTransaction)
          .item({ ...fields, updatedBy: actor.member.id })
          .options({ condition: { attr: 'effectiveFrom', exists: false } }),
      },
      auditWrite(actor, { action: 'exchange_rate_table.create', targetType: 'exchange_rate_table', targetId: body.effectiveFrom, after: fields }),
    ],
    { table: () => dayTaken(body.effectiveFrom) },
  );
  return read(body.effectiveFrom);
}

/**
 * PUT /api/staff/exchange-rates/{effectiveFrom}: replaces the table as the
 * editor saw it (`expectedUpdatedAt`; a table changed since is a 409). A new
 * effective date moves it: the old item goes and the new one comes in the
 * same transaction as its audit entry, and a day another table has is a 400.
 */
export async function updateExchangeRateTable(actor: Actor, effectiveFrom: string, body: EditBody): Promise<ExchangeRateTable> {
  const { exchangeRateTables } = exchangeRateData();
  const current = await readItem(effectiveFrom);
  if (!current) throw new NotFoundError(TABLE_NOT_FOUND);
  if (current.updatedAt !== body.expectedUpdatedAt) throw new ConflictError(TABLE_CHANGED);
  const before = fieldsOf(current);
  const after = fieldsOf(body);
  if (JSON.stringify(before) === JSON.stringify(after)) return toTable(current);
  const unchanged = { attr: 'updatedAt', eq: body.expectedUpdatedAt } as const;
  const moves = body.effectiveFrom !== effectiveFrom;
  await writeTransaction(
    [
      ...(moves ? [{ name: 'old' as const, write: exchangeRateTables.build(DeleteTransaction).key({ effectiveFrom }).options({ condition: unchanged }) }] : []),
      {
        name: 'table' as const,
        write: exchangeRateTables
          .build(PutTransaction)
          .item({ ...after, createdAt: current.createdAt, updatedBy: actor.member.id })
          .options({ condition: moves ? { attr: 'effectiveFrom', exists: false } : unchanged }),
      },
      auditWrite(actor, { action: 'exchange_rate_table.update', targetType: 'exchange_rate_table', targetId: body.effectiveFrom, before, after }),
    ],
    { old: () => new ConflictError(TABLE_CHANGED), table: () => (moves ? dayTaken(body.effectiveFrom) : new ConflictError(TABLE_CHANGED)) },
  );
  return read(body.effectiveFrom);
}

async function readItem(effectiveFrom: string): Promise<ExchangeRateTableItem | undefined> {
  const { Item } = await exchangeRateData().exchangeRateTables.build(GetItemCommand).key({ effectiveFrom }).options({ consistent: true }).send();
  return Item;
}

async function read(effectiveFrom: string): Promise<ExchangeRateTable> {
  const item = await readItem(effectiveFrom);
  if (!item) throw new NotFoundError(TABLE_NOT_FOUND);
  return toTable(item);
}
