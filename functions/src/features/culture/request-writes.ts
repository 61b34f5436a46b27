import { randomUUID } from 'node:crypto';
import { type CulturalRequest, type CulturalRequestParsed, type Member, displayName, preview } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { CulturalRequestItem } from './entities/cultural-request.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { cultureData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, changes, type Actor } from '../audit/index.js';
import { mailRecipient, mailToMember, personOf } from '../members/index.js';
import { requestMail } from '../requests/index.js';
import { notice } from '../notifications/index.js';
import { CULTURAL_REQUEST_NOT_FOUND, ownRequest, readRequest, toRequest } from './requests.js';

// Apart from requests.ts, so the routes that only read cultural requests bundle none of the write builders.

const RATED_ANSWER = 'A rated answer cannot be changed';

/** An update of an item that must exist (toolbox updates are upserts otherwise). */
const exists = { attr: 'id', exists: true } as const;

/** POST /api/cultural-requests: pending (isResolved false) until staff answer. */
export async function createRequest(member: Member, input: CulturalRequestParsed): Promise<CulturalRequest> {
  const now = new Date().toISOString();
  const item: CulturalRequestItem = {
    ...input,
    id: randomUUID(),
    userId: member.id,
    requester: personOf(member),
    isResolved: false,
    createdAt: now,
    updatedAt: now,
  };
  await cultureData()
    .culturalRequests.build(PutItemCommand)
    .item(item)
    .options({ condition: { attr: 'id', exists: false } })
    .send();
  return toRequest(item);
}

/**
 * POST /api/cultural-requests/{id}/rate: once, only when resolved. One
 * conditional write decides it (two concurrent ratings: one wins, the other 409).
 */
export async function rateRequest(member: Member, requestId: string, input: { satisfaction: number; feedback?: string | undefined }): Promise<CulturalRequest> {
  const current = await ownRequest(member, requestId);
  if (!current.isResolved) throw new ConflictError('Only a resolved request can be rated');
  if (current.satisfaction !== undefined) throw new ConflictError('This request has already been rated');
  try {
    const { Attributes } = await cultureData()
      .culturalRequests.build(UpdateItemCommand)
      .item({ id: requestId, satisfaction: input.satisfaction, ratedAt: new Date().toISOString(), ...(input.feedback ? { feedback: input.feedback } : {}) })
      .options({
        condition: { and: [exists, { attr: 'userId', eq: member.id }, { attr: 'isResolved', eq: true }, { attr: 'satisfaction', exists: false }] },
        returnValues: 'ALL_NEW',
      })
      .send();
    return toRequest(Attributes!);
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError('This request has already been rated');
    throw error;
  }
}

/** Where the member's notification takes them (My Requests on the Cultural Concierge). */
const REQUESTS_LINK = '/cultural-concierge?tab=requests';

/**
 * POST /api/cultural-requests/{id}/answer (club staff): resolved with the
 * response; answering again replaces an unrated answer. The write is
 * conditioned on what was read (resolved or not, unrated), and goes with its
 * audit entry and the member's notification in one transaction.
 */
export async function answerRequest(actor: Actor, requestId: string, response: string): Promise<CulturalRequest> {
  const { culturalRequests } = cultureData();
  const current = await readRequest(requestId);
  if (!current) throw new NotFoundError(CULTURAL_REQUEST_NOT_FOUND);
  if (current.satisfaction !== undefined) throw new ConflictError(RATED_ANSWER);
  const answer = { isResolved: true, response };
  const recipient = await mailRecipient(current.userId);
  const set = {
    ...answer,
    respondedBy: actor.member.id,
    respondedByName: displayName(actor.member),
    respondedAt: new Date().toISOString(),
  };
  await writeTransaction(
    [
      {
        name: 'request',
        write: culturalRequests
          .build(UpdateTransaction)
          // Setting isResolved moves the request to the resolved queue (its index key follows it).
          .item({ id: requestId, ...set })
          .options({ condition: { and: [exists, { attr: 'isResolved', eq: current.isResolved }, { attr: 'satisfaction', exists: false }] } }),
      },
      auditWrite(actor, { action: 'cultural.answer', targetType: 'cultural_request', targetId: requestId, ...changes(current, answer) }),
      // The answer is the reply and the outcome at once: one mail, naming who answered as My Requests does.
      ...notice('request.cultural_answer', {
        bell: [{ userId: current.userId, title: 'Your cultural request has been answered', body: response, link: REQUESTS_LINK }],
        mail: mailToMember(recipient, (to, memberName) =>
          requestMail.write({
            template: 'request-reply',
            ...to,
            data: {
              memberName,
              request: { kind: 'cultural', title: preview(current.request, 80), path: REQUESTS_LINK },
              reply: response,
              from: set.respondedByName,
            },
          }),
        ),
        actorId: actor.member.id,
      }),
    ],
    { request: () => new ConflictError('This request was answered or rated meanwhile: reload and try again') },
  );
  return toRequest({ ...current, ...set });
}
