import { randomUUID } from 'node:crypto';
import {
  hasRole,
  HS_MAPPING_CANDIDATES,
  TRADE_REQUEST_TRANSITIONS,
  TRADE_REQUEST_TYPE_LABELS,
  canonicalCountry,
  tradeRequestDetailSchema,
  tradeResponseSchema,
  type Member,
  type RouteBodyParsed,
  type RouteQueryParsed,
  type TradeRequest,
  type TradeRequestDetail,
  type TradeRequestType,
  type TradeResponse,
  type TradeStatusChange,
  type routes,
  displayName,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { tradeRequestsInStatus, tradeRequestsOf, type TradeRequestItem } from './entities/trade-request.js';
import { queryPage } from '../../platform/db/pages.js';
import { tradeAssistanceData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, changes, type Actor } from '../audit/index.js';
import { notice } from '../notifications/index.js';
import { mailRecipient, mailToMember } from '../members/index.js';
import { type RequestOutcome, requestMail } from '../requests/index.js';
import { readPage, type Page } from '../../platform/paging.js';
import { findHsEntry, hsCandidates } from './hs-catalogue.js';
import { exchangeRateTableOn } from '../exchange-rates/index.js';
import { buildDutyQuote, documentsForCode } from './quote.js';

export const REQUEST_NOT_FOUND = 'Trade assistance request not found';
const SYSTEM = 'Club assistant';

/** Documents a consultation starts from (the DGFT and ICEGATE portals' own lists). */
const CONSULTATION_DOCUMENTS: Record<Exclude<TradeRequestType, 'duty_calculation' | 'hs_mapping'>, string[]> = {
  dgft_license: [
    'Importer Exporter Code (IEC)',
    'PAN of the firm',
    'GST registration',
    'Product description and HS code',
    'Digital signature certificate (class 3)',
  ],
  icegate_filing: [
    'ICEGATE registration',
    'Importer Exporter Code (IEC)',
    'Digital signature certificate (class 3)',
    'Commercial invoice',
    'Packing list',
    'Bill of lading / airway bill',
  ],
};

const nameOf = (member: Member) => displayName(member);

/** A request as written (the library sets updatedAt when not given). */
export type NewTradeRequest = Omit<TradeRequestItem, 'updatedAt'> & { updatedAt?: string };

/** The stored item as the API answers it (detail). */
export function toDetail(item: NewTradeRequest): TradeRequestDetail {
  const response = item.response === undefined ? undefined : tradeResponseSchema.parse(item.response);
  return tradeRequestDetailSchema.parse({
    ...item,
    summary: item.requestDetails.serviceName ?? item.requestDetails.productDescription?.slice(0, 120),
    hasReport: item.status === 'completed',
    ...(response ? { response } : {}),
  });
}

/** The My Requests card: the detail without what was asked and answered. */
export function toCard(item: NewTradeRequest): TradeRequest {
  const {
    memberId: _m,
    memberName: _n,
    requestDetails: _d,
    response: _r,
    statusHistory: _h,
    valueBasis: _v,
    freight: _f,
    insurance: _i,
    ...card
  } = toDetail(item);
  return card;
}

/** GET /api/trade-assistance/my-requests: one Query of the caller's requests, newest first (optionally one status). */
export async function listMyTradeRequests(member: Member, query: RouteQueryParsed<typeof routes.listMyTradeRequests>): Promise<Page<TradeRequest>> {
  const { tradeRequests } = tradeAssistanceData();
  const { limit, cursor, status } = query;
  const page = await readPage(cursor, () =>
    queryPage(tradeRequests, tradeRequestsOf(member.id), { limit, cursor, ...(status ? { filter: { attr: 'status', eq: status } } : {}) }),
  );
  return { items: page.items.map(toCard), cursor: page.cursor };
}

/** GET /api/trade-assistance/queue (staff): one status, oldest first. */
export async function listTradeRequestQueue(query: RouteQueryParsed<typeof routes.listTradeRequestQueue>): Promise<Page<TradeRequestDetail>> {
  const { tradeRequests } = tradeAssistanceData();
  const page = await readPage(query.cursor, () =>
    queryPage(tradeRequests, tradeRequestsInStatus(query.status), { limit: query.limit, cursor: query.cursor, ascending: true }),
  );
  return { items: page.items.map(toDetail), cursor: page.cursor };
}

type CreateParsed = RouteBodyParsed<typeof routes.createTradeRequest>;

/**
 * POST /api/trade-assistance. duty_calculation: the breakdown at once; a
 * covered heading completes the request with calculatedDuty, an uncovered
 * heading or another destination leaves it pending for staff (assisted
 * calculation). hs_mapping: the top 3 catalogue candidates at once, pending
 * for staff to confirm. dgft_license and icegate_filing: pending for staff.
 */
export async function createTradeRequest(member: Member, input: CreateParsed, now = new Date()): Promise<TradeRequestDetail> {
  const item = await newTradeRequestItem({ id: randomUUID(), memberId: member.id, memberName: nameOf(member) }, input, now);
  const { tradeRequests } = tradeAssistanceData();
  await tradeRequests
    .build(PutItemCommand)
    .item(item)
    .options({ condition: { attr: 'id', exists: false } })
    .send();
  return toDetail(item);
}

/** The item a new request is stored as, with what is answered at once (also used by the demo seed). */
export async function newTradeRequestItem(who: { id: string; memberId: string; memberName: string }, input: CreateParsed, now: Date): Promise<NewTradeRequest> {
  const at = now.toISOString();
  const history: TradeStatusChange[] = [{ status: 'pending', at, by: who.memberName, note: `${TRADE_REQUEST_TYPE_LABELS[input.type]} submitted` }];
  const base = {
    id: who.id,
    memberId: who.memberId,
    memberName: who.memberName,
    type: input.type,
    requestDetails: input.requestDetails,
    ...(input.hsCode ? { hsCode: input.hsCode } : {}),
    ...(input.originCountry ? { originCountry: canonicalCountry(input.originCountry) } : {}),
    ...(input.destinationCountry ? { destinationCountry: canonicalCountry(input.destinationCountry) } : {}),
    ...(input.value !== undefined ? { value: input.value, currency: input.currency, valueBasis: input.valueBasis } : {}),
    ...(input.freight !== undefined ? { freight: input.freight } : {}),
    ...(input.insurance !== undefined ? { insurance: input.insurance } : {}),
    ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
    ...(input.unit ? { unit: input.unit } : {}),
    createdAt: at,
    updatedAt: at,
  };
  let item: NewTradeRequest;
  if (input.type === 'duty_calculation') {
    const quote = buildDutyQuote(
      {
        hsCode: input.hsCode!,
        value: input.value!,
        currency: input.currency,
        valueBasis: input.valueBasis,
        freight: input.freight,
        insurance: input.insurance,
        originCountry: input.originCountry!,
        destinationCountry: input.destinationCountry!,
        quantity: input.quantity,
        unit: input.unit,
      },
      await exchangeRateTableOn(at.slice(0, 10)),
      at.slice(0, 10),
    );
    const done = quote.covered && quote.totalDuty !== undefined;
    if (done) history.push({ status: 'completed', at, by: SYSTEM, note: 'Duties calculated from the indicative rate table' });
    else history[0]!.note = 'Duty calculation submitted: assisted calculation by club staff';
    item = {
      ...base,
      status: done ? 'completed' : 'pending',
      ...(done ? { calculatedDuty: quote.totalDuty, dutyCurrency: quote.currency } : {}),
      // The member's own checklist: India's export papers when the goods leave India.
      documentsRequired: quote.direction === 'export' ? (quote.exportDocuments ?? []) : quote.documentsRequired,
      response: { breakdown: quote, ...(done ? { respondedBy: SYSTEM, respondedAt: at } : {}) } satisfies TradeResponse,
      statusHistory: history,
    };
  } else if (input.type === 'hs_mapping') {
    const description = input.requestDetails.productDescription!;
    const candidates = await hsCandidates(description, HS_MAPPING_CANDIDATES);
    history[0]!.note = candidates.length
      ? `HS mapping submitted; ${candidates.length} candidate codes suggested, awaiting confirmation by club staff`
      : 'HS mapping submitted; no catalogue match, club staff will classify it';
    item = {
      ...base,
      status: 'pending',
      documentsRequired: [],
      response: { candidates } satisfies TradeResponse,
      statusHistory: history,
    };
  } else {
    item = { ...base, status: 'pending', documentsRequired: CONSULTATION_DOCUMENTS[input.type], statusHistory: history };
  }
  return item;
}

async function readRequest(id: string): Promise<TradeRequestItem | undefined> {
  const { tradeRequests } = tradeAssistanceData();
  return (await tradeRequests.build(GetItemCommand).key({ id }).send()).Item;
}

/** A request the caller may see: their own, or any for staff; another member's is a 404, never a 403. */
export async function visibleRequest(member: Member, id: string): Promise<TradeRequestItem> {
  const item = await readRequest(id);
  if (!item || (item.memberId !== member.id && !hasRole(member.role, 'staff'))) throw new NotFoundError(REQUEST_NOT_FOUND);
  return item;
}

/** GET /api/trade-assistance/{id}. */
export async function getTradeRequest(member: Member, id: string): Promise<TradeRequestDetail> {
  return toDetail(await visibleRequest(member, id));
}

type StatusParsed = RouteBodyParsed<typeof routes.setTradeRequestStatus>;

/** What each move is called in the audit log, and what the member is told. */
const STATUS_MOVES: Record<StatusParsed['status'], { action: string; title: (label: string) => string; outcome?: RequestOutcome }> = {
  // Staff taking a request up is a step, not an outcome: told in the app only, not mailed.
  processing: { action: 'trade.process', title: (label) => `Club staff are working on your ${label} request` },
  completed: { action: 'trade.complete', title: (label) => `Your ${label} request is completed`, outcome: 'completed' },
  failed: { action: 'trade.fail', title: (label) => `Your ${label} request could not be completed`, outcome: 'failed' },
};
/** Where the member's notification takes them (My Requests on Trade Assistance). */
const REQUESTS_LINK = '/trade-assistance?tab=requests';

/**
 * POST /api/trade-assistance/{id}/status (club staff): pending → processing →
 * completed or failed, with a response message; an HS mapping may confirm a
 * code (checked against the catalogue), an assisted duty calculation may set
 * the duty. One transaction: the change, conditioned on the status read (a
 * stale move is a 409), its audit entry and the member's notification.
 */
export async function setTradeRequestStatus(actor: Actor, id: string, input: StatusParsed, now = new Date()): Promise<TradeRequestDetail> {
  const item = await readRequest(id);
  if (!item) throw new NotFoundError(REQUEST_NOT_FOUND);
  if (!TRADE_REQUEST_TRANSITIONS[item.status].includes(input.status)) {
    throw new ConflictError(`A ${item.status} request cannot become ${input.status}`);
  }
  if (input.confirmedHsCode) {
    if (item.type !== 'hs_mapping')
      throw new BadRequestError('Invalid request', [{ path: ['body', 'confirmedHsCode'], message: 'Only an HS mapping confirms a code' }]);
    if (!findHsEntry(input.confirmedHsCode)) {
      throw new BadRequestError('Invalid request', [
        { path: ['body', 'confirmedHsCode'], message: `${input.confirmedHsCode} is not in the HS 2022 nomenclature` },
      ]);
    }
  }
  if (input.calculatedDuty !== undefined && item.type !== 'duty_calculation') {
    throw new BadRequestError('Invalid request', [{ path: ['body', 'calculatedDuty'], message: 'Only a duty calculation carries a calculated duty' }]);
  }
  const at = now.toISOString();
  const by = nameOf(actor.member);
  const previous: TradeResponse = item.response === undefined ? {} : tradeResponseSchema.parse(item.response);
  const response: TradeResponse = {
    ...previous,
    ...(input.message ? { message: input.message, respondedBy: by, respondedAt: at } : {}),
    ...(input.confirmedHsCode ? { confirmedHsCode: input.confirmedHsCode } : {}),
  };
  const statusHistory = [...item.statusHistory, { status: input.status, at, by, ...(input.message ? { note: input.message.slice(0, 500) } : {}) }];
  // The fields the audit records: the history and the response carry the rest.
  const changed = {
    status: input.status,
    ...(input.confirmedHsCode ? { hsCode: input.confirmedHsCode } : {}),
    ...(input.calculatedDuty !== undefined ? { calculatedDuty: input.calculatedDuty, dutyCurrency: 'INR' as const } : {}),
  };
  const set = {
    ...changed,
    statusHistory,
    response,
    updatedAt: at,
    ...(input.confirmedHsCode && input.status === 'completed'
      ? { documentsRequired: documentsForCode(input.confirmedHsCode, item.originCountry, item.destinationCountry) }
      : {}),
  };
  const { action, title, outcome } = STATUS_MOVES[input.status];
  const { tradeRequests } = tradeAssistanceData();
  const recipient = outcome ? await mailRecipient(item.memberId) : undefined;
  const summary = item.requestDetails.serviceName ?? item.requestDetails.productDescription?.slice(0, 120);
  await writeTransaction(
    [
      {
        name: 'request',
        write: tradeRequests
          .build(UpdateTransaction)
          // Whole lists and the response replaced, not merged element by element.
          .item({
            id,
            ...set,
            statusHistory: $set(set.statusHistory),
            response: $set(set.response),
            ...(set.documentsRequired ? { documentsRequired: $set(set.documentsRequired) } : {}),
          })
          .options({
            condition: {
              and: [
                { attr: 'id', exists: true },
                { attr: 'status', eq: item.status },
              ],
            },
          }),
      },
      auditWrite(actor, { action, targetType: 'trade_request', targetId: id, ...changes(item, changed) }),
      // The member sees who answered (the request's history names them), so the mail does too.
      ...notice('request.trade_status', {
        bell: [{ userId: item.memberId, title: title(TRADE_REQUEST_TYPE_LABELS[item.type]), body: input.message, link: REQUESTS_LINK }],
        actorId: actor.member.id,
        mail: outcome
          ? mailToMember(recipient, (to, memberName) =>
              requestMail.write({
                template: 'request-status',
                ...to,
                data: {
                  memberName,
                  request: { kind: 'trade', title: `${TRADE_REQUEST_TYPE_LABELS[item.type]}${summary ? `: ${summary}` : ''}`, path: REQUESTS_LINK },
                  status: outcome,
                  ...(input.message ? { details: input.message } : {}),
                  from: by,
                },
              }),
            )
          : [],
      }),
    ],
    { request: () => new ConflictError('The request changed meanwhile: reload and try again') },
  );
  return toDetail({ ...item, ...set });
}
