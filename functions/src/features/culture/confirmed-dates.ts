import {
  displayName,
  scopeOfState,
  stateOfScope,
  type FestivalConfirmation,
  type FestivalDateScope,
  type RouteBodyParsed,
  type cultureRoutes,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { cultureData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, changes, type Actor } from '../audit/index.js';
import { toConfirmation } from './festival-year.js';
import { festivalsForYear as computedFestivals } from './festivals.js';

export const FESTIVAL_DATE_NOT_FOUND = 'No date is recorded for this festival, year and state';
const ALREADY_RECORDED = 'A date is already recorded for this festival, year and state: change it instead';
const CHANGED_MEANWHILE = 'This date was changed meanwhile: reload and try again';

type RecordBody = RouteBodyParsed<typeof cultureRoutes.recordFestivalDate>;
type ChangeBody = RouteBodyParsed<typeof cultureRoutes.changeFestivalDate>;
interface DateKey {
  year: number;
  festivalId: string;
  scope: FestivalDateScope;
}

const target = ({ year, festivalId, scope }: DateKey) => `${year}/${festivalId}/${scope}`;

/** The festival must be one of the year's (400 naming the field otherwise); the date must be in the year. */
function checkFestival(year: number, festivalId: string, date: string): void {
  if (!computedFestivals(year).some((festival) => festival.id === festivalId)) {
    throw new BadRequestError('Invalid request', [{ path: ['body', 'festivalId'], message: `No festival ${festivalId} in ${year}` }]);
  }
  if (!date.startsWith(`${year}-`)) throw new BadRequestError('Invalid request', [{ path: ['body', 'date'], message: `Date must be in ${year}` }]);
}

const readDate = async (key: DateKey) => (await cultureData().festivalConfirmations.build(GetItemCommand).key(key).options({ consistent: true }).send()).Item;

/** POST /api/staff/festival-dates: a new published date with its audit entry, in one transaction; 409 when one is recorded. */
export async function recordFestivalDate(actor: Actor, body: RecordBody): Promise<FestivalConfirmation> {
  checkFestival(body.year, body.festivalId, body.date);
  const key = { year: body.year, festivalId: body.festivalId, scope: scopeOfState(body.state) };
  const fields = { date: body.date, source: body.source, ...(body.sourceUrl ? { sourceUrl: body.sourceUrl } : {}) };
  const item = {
    ...key,
    ...(body.state ? { state: body.state } : {}),
    ...fields,
    confirmedBy: actor.member.id,
    confirmedByName: displayName(actor.member),
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
  await writeTransaction(
    [
      {
        name: 'date',
        write: cultureData()
          .festivalConfirmations.build(PutTransaction)
          .item(item)
          .options({ condition: { attr: 'festivalId', exists: false } }),
      },
      auditWrite(actor, { action: 'festival_date.record', targetType: 'festival_date', targetId: target(key), after: fields }),
    ],
    { date: () => new ConflictError(ALREADY_RECORDED) },
  );
  return toConfirmation(item);
}

/** PUT /api/staff/festival-dates/{year}/{festivalId}/{scope}: a corrected date or source, conditioned on the version read (409 if changed meanwhile). */
export async function changeFestivalDate(actor: Actor, key: DateKey, body: ChangeBody): Promise<FestivalConfirmation> {
  checkFestival(key.year, key.festivalId, body.date);
  const current = await readDate(key);
  if (!current) throw new NotFoundError(FESTIVAL_DATE_NOT_FOUND);
  const fields = { date: body.date, source: body.source, sourceUrl: body.sourceUrl };
  const state = stateOfScope(key.scope);
  const { sourceUrl: _was, ...kept } = current;
  const item = {
    ...kept,
    ...(state ? { state } : {}),
    date: body.date,
    source: body.source,
    ...(body.sourceUrl ? { sourceUrl: body.sourceUrl } : {}),
    confirmedBy: actor.member.id,
    confirmedByName: displayName(actor.member),
    updatedAt: new Date().toISOString(),
  };
  await writeTransaction(
    [
      {
        name: 'date',
        write: cultureData()
          .festivalConfirmations.build(PutTransaction)
          .item(item)
          .options({ condition: { attr: 'updatedAt', eq: current.updatedAt } }),
      },
      auditWrite(actor, { action: 'festival_date.change', targetType: 'festival_date', targetId: target(key), ...changes(current, fields) }),
    ],
    { date: () => new ConflictError(CHANGED_MEANWHILE) },
  );
  return toConfirmation(item);
}

/** DELETE /api/staff/festival-dates/{year}/{festivalId}/{scope}: the computed date applies again. */
export async function removeFestivalDate(actor: Actor, key: DateKey): Promise<{ removed: boolean }> {
  const current = await readDate(key);
  if (!current) throw new NotFoundError(FESTIVAL_DATE_NOT_FOUND);
  await writeTransaction(
    [
      {
        name: 'date',
        write: cultureData()
          .festivalConfirmations.build(DeleteTransaction)
          .key(key)
          .options({ condition: { attr: 'updatedAt', eq: current.updatedAt } }),
      },
      auditWrite(actor, {
        action: 'festival_date.remove',
        targetType: 'festival_date',
        targetId: target(key),
        before: { date: current.date, source: current.source },
      }),
    ],
    { date: () => new ConflictError(CHANGED_MEANWHILE) },
  );
  return { removed: true };
}
