import { randomUUID } from 'node:crypto';
import {
  TRADE_REQUEST_TRANSITIONS,
  TRADE_REQUEST_TYPE_LABELS,
  tradeResponseSchema,
  type Member,
  type RouteBodyParsed,
  type TradeRequestDetail,
  type TradeResponse,
  type routes,
  displayName,
} from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { tradeAssistanceData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, changes, type Actor } from '../audit/index.js';
import { notice } from '../notifications/index.js';
import { mailRecipient, mailToMember } from '../members/index.js';
import { type RequestOutcome, requestMail } from '../requests/index.js';
import { findHsEntry } from './hs-catalogue.js';
import { documentsForCode } from './quote.js';
import { REQUEST_NOT_FOUND, newTradeRequestItem, readRequest, toDetail, type CreateParsed } from './requests.js';

// Apart from requests.ts, so the routes that only read trade requests bundle none of the write builders.

const nameOf = (member: Member) => displayName(member);

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
