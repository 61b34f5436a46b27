import {
  DEAL_TRANSITIONS,
  DEFAULT_WATERMARK_TEMPLATE,
  type Deal,
  type DealFigures,
  dealFigureFields,
  pickFields,
  type DealStatus,
  type Member,
  type RouteBodyParsed,
  type dealRoomRoutes,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { DealItem } from './entities/deal.js';
import { dealRoomData } from './data.js';
import { dealLinkWrite, findOpportunity, opportunityDeckWrite, type OpportunityItem } from '../investors/index.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import type { Actor } from '../audit/index.js';
import { personOf } from '../members/index.js';
import { DEAL_NOT_FOUND, FOUNDER_ACCESS, loadDealAccess, requireFounder } from './access.js';
import { defined, toDeal } from './records.js';
import { dealAudit, eventWrite } from './records-writes.js';

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
export const ONLY_OPPORTUNITY_FOUNDER = 'Only the opportunity’s founder can open its deal';

/** The deal a founder's opportunity opens: its figures, status active, a room named after it with the default watermark. */
function newDeal(opportunity: OpportunityItem, founder: Member, now: string): DealItem {
  return defined({
    id: opportunity.id,
    founderId: founder.id,
    founder: personOf(founder),
    ...figuresOf(opportunity),
    status: 'active' as const,
    statusChangedAt: now,
    roomName: `${opportunity.title} data room`.slice(0, 200),
    watermarkTemplate: DEFAULT_WATERMARK_TEMPLATE,
    isActive: true,
    deckOpenToDealFlow: opportunity.deckOpenToDealFlow ?? false,
    bytesUsed: 0,
    fileCount: 0,
    pitchDeckFileId: opportunity.pitchDeckFileId,
    createdAt: now,
    updatedAt: now,
  }) as DealItem;
}

/** The opportunity's figures as its deal copies them (undefined: cleared). */
const figuresOf = (opportunity: OpportunityItem): DealFigures => ({ ...pickFields(opportunity, dealFigureFields), raiseSizeTarget: opportunity.targetAmount });

/**
 * The deal's copy of the opportunity's figures after the founder edits the
 * opportunity: a write of the edit's own transaction (the deal exists, since
 * `dataRoomId` is set only with it).
 */
export function dealFiguresWrite(opportunity: OpportunityItem): NamedWrite<'deal'> {
  const figures = figuresOf(opportunity);
  const item = Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, value === undefined ? $remove() : value]));
  return {
    name: 'deal',
    write: dealRoomData()
      .deals.build(UpdateTransaction)
      .item({ ...(item as object), id: opportunity.dataRoomId ?? opportunity.id, title: figures.title, stage: figures.stage })
      .options({ condition: { attr: 'id', exists: true } }),
  };
}

async function readDeal(id: string, consistent = false): Promise<DealItem | undefined> {
  const { Item } = await dealRoomData().deals.build(GetItemCommand).key({ id }).options({ consistent }).send();
  return Item;
}

/**
 * Opens the opportunity's deal unless it is open: the deal, the
 * opportunity's `dataRoomId`, the timeline's first entry and the audit entry
 * in one transaction. A deal opened meanwhile (another tab, an accepted
 * match) is answered as it is. The caller checked `actor` is the founder.
 */
export async function ensureDeal(actor: Actor, opportunity: OpportunityItem, note?: string): Promise<DealItem> {
  if (opportunity.dataRoomId) {
    const open = await readDeal(opportunity.dataRoomId, true);
    if (open) return open;
  }
  const now = new Date().toISOString();
  const deal = newDeal(opportunity, actor.member, now);
  const { deals } = dealRoomData();
  const writes: NamedWrite[] = [
    {
      name: 'deal',
      write: deals
        .build(PutTransaction)
        .item(deal)
        .options({ condition: { attr: 'id', exists: false } }),
    },
    dealLinkWrite(opportunity.id, deal.id),
    eventWrite(deal.id, actor.member, defined({ kind: 'opened' as const, to: 'active' as const, note }), now),
    dealAudit(actor, deal.id, 'deal.open', undefined, { status: 'active' }),
  ];
  const written = await writeTransaction(writes, { deal: 'accept', opportunity: 'accept' });
  if (written) return deal;
  const open = await readDeal(deal.id, true);
  if (!open) throw new NotFoundError(OPPORTUNITY_NOT_FOUND);
  return open;
}

/** POST /api/investment-opportunities/{id}/deal (founder): the opportunity's deal, opened now or before. */
export async function openDeal(actor: Actor, opportunityId: string): Promise<Deal> {
  const opportunity = await findOpportunity(opportunityId, true);
  if (!opportunity) throw new NotFoundError(OPPORTUNITY_NOT_FOUND);
  if (opportunity.createdBy !== actor.member.id) throw new ForbiddenError(ONLY_OPPORTUNITY_FOUNDER);
  return toDeal(await ensureDeal(actor, opportunity), FOUNDER_ACCESS);
}

type DealUpdate = RouteBodyParsed<typeof dealRoomRoutes.updateDeal>;

/** Fields of the deal item each body field sets; a field sent empty clears it (room name and watermark fall back instead). */
const UPDATE_FIELDS = {
  useOfFunds: 'useOfFunds',
  traction: 'traction',
  financials: 'financials',
  teamBios: 'teamBios',
  roomName: 'roomName',
  roomDescription: 'roomDescription',
  watermarkTemplate: 'watermarkTemplate',
  roomExpiryDate: 'expiryDate',
  deckOpenToDealFlow: 'deckOpenToDealFlow',
} as const satisfies Record<keyof DealUpdate, keyof DealItem>;

const FIELD_LABELS: Record<keyof DealUpdate, string> = {
  useOfFunds: 'use of funds',
  traction: 'traction',
  financials: 'financials',
  teamBios: 'team',
  roomName: 'room name',
  roomDescription: 'room description',
  watermarkTemplate: 'watermark',
  roomExpiryDate: 'room expiry',
  deckOpenToDealFlow: 'pitch deck for deal flow',
};

/**
 * PATCH /api/deals/{id} (founder): only the fields sent change (an update
 * item, so concurrent edits of other fields are kept); whether deal flow may
 * open the deck is copied onto the opportunity in the same transaction.
 */
export async function updateDeal(member: Member, dealId: string, body: DealUpdate): Promise<Deal> {
  const loaded = await loadDealAccess(dealId, member, { consistent: true });
  requireFounder(loaded);
  const sent = (Object.keys(UPDATE_FIELDS) as (keyof DealUpdate)[]).filter((field) => field in body);
  if (!sent.length) return toDeal(loaded.deal, loaded.access);
  const set: Record<string, unknown> = {};
  const next: Record<string, unknown> = { ...loaded.deal };
  for (const field of sent) {
    const stored = UPDATE_FIELDS[field];
    let value: unknown = body[field];
    if (value === undefined && field === 'roomName') value = loaded.deal.roomName;
    if (value === undefined && field === 'watermarkTemplate') value = DEFAULT_WATERMARK_TEMPLATE;
    set[stored] = value === undefined ? $remove() : value;
    if (value === undefined) delete next[stored];
    else next[stored] = value;
  }
  const { deals } = dealRoomData();
  const writes: NamedWrite[] = [
    {
      name: 'deal',
      write: deals
        .build(UpdateTransaction)
        .item({ id: dealId, ...(set as object) })
        .options({ condition: { attr: 'id', exists: true } }),
    },
    eventWrite(dealId, member, { kind: 'edited', subject: sent.map((field) => FIELD_LABELS[field]).join(', ') }),
  ];
  if ('deckOpenToDealFlow' in body && body.deckOpenToDealFlow !== undefined) {
    writes.push(opportunityDeckWrite(dealId, { deckOpenToDealFlow: body.deckOpenToDealFlow }));
  }
  await retryOnContention(() =>
    writeTransaction(writes, { deal: () => new NotFoundError(DEAL_NOT_FOUND), opportunity: () => new NotFoundError(OPPORTUNITY_NOT_FOUND) }),
  );
  const saved = (await readDeal(dealId, true)) ?? (next as DealItem);
  return toDeal(saved, loaded.access);
}

type DealMove = RouteBodyParsed<typeof dealRoomRoutes.moveDeal>;

const moveRefused = (from: DealStatus, to: DealStatus) =>
  new BadRequestError('Invalid request', [
    {
      path: ['body', 'status'],
      message:
        from === to
          ? `The deal is already ${from.replace('_', ' ')}`
          : DEAL_TRANSITIONS[from].length
            ? `A deal that is ${from.replace('_', ' ')} can move only to ${DEAL_TRANSITIONS[from].map((s) => s.replace('_', ' ')).join(', ')}`
            : `A ${from} deal cannot move`,
    },
  ]);

/**
 * POST /api/deals/{id}/status (founder): one step along DEAL_TRANSITIONS,
 * conditioned on the status read (a concurrent move makes this one decide
 * again on the new status), with its timeline entry and audit entry.
 */
export async function moveDeal(actor: Actor, dealId: string, body: DealMove): Promise<Deal> {
  const { deals } = dealRoomData();
  return retryOnContention(async () => {
    const loaded = await loadDealAccess(dealId, actor.member, { consistent: true });
    requireFounder(loaded);
    const from = loaded.deal.status;
    if (!DEAL_TRANSITIONS[from].includes(body.status)) throw moveRefused(from, body.status);
    const now = new Date().toISOString();
    const written = await writeTransaction(
      [
        {
          name: 'deal',
          write: deals
            .build(UpdateTransaction)
            .item({ id: dealId, status: body.status, statusChangedAt: now })
            .options({ condition: { attr: 'status', eq: from } }),
        },
        eventWrite(dealId, actor.member, defined({ kind: 'status' as const, from, to: body.status, note: body.note }), now),
        dealAudit(actor, dealId, 'deal.move', { status: from }, { status: body.status }),
      ],
      { deal: 'accept' },
    );
    return written ? toDeal({ ...loaded.deal, status: body.status, statusChangedAt: now, updatedAt: now }, loaded.access) : READ_AGAIN;
  });
}
