import {
  hasRole,
  HS_MAPPING_CANDIDATES,
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
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { tradeRequestsInStatus, tradeRequestsOf, type TradeRequestItem } from './entities/trade-request.js';
import { queryPage } from '../../platform/db/pages.js';
import { tradeAssistanceData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page } from '../../platform/paging.js';
import { hsCandidates } from './hs-catalogue.js';
import { exchangeRateTableOn } from '../exchange-rates/index.js';
import { buildDutyQuote } from './quote.js';

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

export type CreateParsed = RouteBodyParsed<typeof routes.createTradeRequest>;

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

export async function readRequest(id: string): Promise<TradeRequestItem | undefined> {
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
