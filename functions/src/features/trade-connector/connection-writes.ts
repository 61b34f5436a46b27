import { type Member, type RouteBodyParsed, type TradeConnection, type TradeContact, type routes, displayName } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { isConditionFailed } from '../../platform/db/errors.js';
import type { TradeConnectionItem } from './entities/trade-connection.js';
import { tradeConnectorData } from './data.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { companiesById } from '../companies/index.js';
import { findTradeListing } from '../marketplace/index.js';
import { sharesContact } from '../members/index.js';
import { companyIdsOf, connectionIdOf, toConnection, type NewTradeConnection } from './connections.js';

// Apart from connections.ts, so the routes that only read trade connections bundle none of the write builders.

export const CONNECTION_NOT_FOUND = 'Trade connection not found';

const nameOf = (member: Member) => displayName(member);

/**
 * What an accepted connection shows of a member: name, company and LinkedIn
 * always; e-mail and phone only when `shared` (the member's consent), so a
 * contact copied without consent never holds them.
 */
const contactOf = (member: Member, shared: boolean, companyName?: string): Omit<TradeContact, 'shared'> => ({
  memberId: member.id,
  name: nameOf(member),
  ...(shared ? { email: member.email, ...(member.phone ? { phone: member.phone } : {}) } : {}),
  ...(member.linkedinUrl ? { linkedinUrl: member.linkedinUrl } : {}),
  ...(companyName ? { companyName } : {}),
  ...(member.title ? { title: member.title } : {}),
  ...(member.profileImageUrl ? { profileImageUrl: member.profileImageUrl } : {}),
  verified: Boolean(member.verifiedAt),
});

type CreateParsed = RouteBodyParsed<typeof routes.createTradeConnection>;

/**
 * POST /api/trade-connections: Connect on a listing. The listing must exist
 * (404) and not be one of the caller's companies' (400); `fromCompanyId`, if
 * given, must be the caller's (403). One per member and listing: a pending or
 * accepted one answers 409; a declined or withdrawn one is asked again.
 */
export async function createTradeConnection(member: Member, input: CreateParsed, now = new Date()): Promise<TradeConnection> {
  const [listing, myCompanies, shared] = await Promise.all([findTradeListing(input.listingId), companyIdsOf(member), sharesContact(member.id)]);
  if (!listing) throw new NotFoundError('Listing not found');
  if (myCompanies.includes(listing.companyId)) {
    throw new BadRequestError('Invalid request', [{ path: ['body', 'listingId'], message: 'This is your own company’s listing' }]);
  }
  if (input.fromCompanyId && !myCompanies.includes(input.fromCompanyId)) throw new ForbiddenError('You can only connect on behalf of a company you belong to');
  const companies = await companiesById([listing.companyId, ...(input.fromCompanyId ? [input.fromCompanyId] : [])]);
  const toCompanyName = listing.company?.name ?? companies.get(listing.companyId)?.name ?? listing.companyId;
  const fromCompanyName = input.fromCompanyId ? companies.get(input.fromCompanyId)?.name : undefined;
  const at = now.toISOString();
  const item: NewTradeConnection = {
    id: connectionIdOf(listing.id, member.id),
    status: 'pending',
    listingId: listing.id,
    listing: {
      id: listing.id,
      kind: listing.kind,
      hsCode: listing.hsCode,
      title: listing.title,
      companyId: listing.companyId,
      companyName: toCompanyName,
      createdAt: listing.createdAt,
      ...(listing.location ? { location: listing.location } : {}),
      ...(listing.country ? { country: listing.country } : {}),
      ...(listing.priceBand ? { priceBand: listing.priceBand } : {}),
    },
    ...(input.note ? { note: input.note } : {}),
    fromMemberId: member.id,
    fromMemberName: nameOf(member),
    ...(input.fromCompanyId ? { fromCompanyId: input.fromCompanyId, fromCompanyName: fromCompanyName ?? input.fromCompanyId } : {}),
    toCompanyId: listing.companyId,
    toCompanyName,
    requesterContact: contactOf(member, shared, fromCompanyName),
    requesterShared: shared,
    createdAt: at,
    updatedAt: at,
  };
  try {
    await tradeConnectorData()
      .tradeConnections.build(PutItemCommand)
      .item(item)
      .options({
        condition: {
          or: [
            { attr: 'id', exists: false },
            { attr: 'status', eq: 'declined' },
            { attr: 'status', eq: 'withdrawn' },
          ],
        },
      })
      .send();
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError('You have already asked to connect about this listing');
    throw error;
  }
  return toConnection(item, 'outgoing');
}

async function readConnection(id: string): Promise<TradeConnectionItem> {
  const { Item } = await tradeConnectorData().tradeConnections.build(GetItemCommand).key({ id }).send();
  if (!Item) throw new NotFoundError(CONNECTION_NOT_FOUND);
  return Item;
}

/**
 * Accept or decline: only members of the listing's company (the sender gets
 * 403, anyone else 404), only while pending (409). A conditional write, so of
 * two members answering at once one wins.
 */
async function respond(member: Member, id: string, status: 'accepted' | 'declined', note: string | undefined, now: Date): Promise<TradeConnection> {
  const [item, myCompanies, shared] = await Promise.all([readConnection(id), companyIdsOf(member), status === 'accepted' ? sharesContact(member.id) : false]);
  if (!myCompanies.includes(item.toCompanyId)) {
    if (item.fromMemberId === member.id) throw new ForbiddenError(`Only members of ${item.toCompanyName} can answer this request`);
    throw new NotFoundError(CONNECTION_NOT_FOUND);
  }
  const at = now.toISOString();
  try {
    const { Attributes } = await tradeConnectorData()
      .tradeConnections.build(UpdateItemCommand)
      .item({
        id,
        status,
        respondedAt: at,
        respondedById: member.id,
        respondedBy: nameOf(member),
        updatedAt: at,
        ...(note ? { responseNote: note } : {}),
        // The whole contact, not merged into one left by an earlier answer.
        ...(status === 'accepted' ? { responderContact: $set(contactOf(member, shared, item.toCompanyName)), responderShared: shared } : {}),
      })
      .options({
        condition: {
          and: [
            { attr: 'id', exists: true },
            { attr: 'status', eq: 'pending' },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send();
    return toConnection(Attributes!, 'incoming');
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError(`This request is no longer pending (${(await readConnection(id)).status})`);
    throw error;
  }
}

export async function acceptTradeConnection(
  member: Member,
  id: string,
  body: RouteBodyParsed<typeof routes.acceptTradeConnection>,
  now = new Date(),
): Promise<TradeConnection> {
  return respond(member, id, 'accepted', body.note, now);
}

export async function declineTradeConnection(
  member: Member,
  id: string,
  body: RouteBodyParsed<typeof routes.declineTradeConnection>,
  now = new Date(),
): Promise<TradeConnection> {
  return respond(member, id, 'declined', body.note, now);
}

/** POST /api/trade-connections/{id}/withdraw: the sender takes back a pending request (404 for anyone else, 409 once answered). */
export async function withdrawTradeConnection(member: Member, id: string, now = new Date()): Promise<TradeConnection> {
  const item = await readConnection(id);
  if (item.fromMemberId !== member.id) throw new NotFoundError(CONNECTION_NOT_FOUND);
  try {
    const { Attributes } = await tradeConnectorData()
      .tradeConnections.build(UpdateItemCommand)
      .item({ id, status: 'withdrawn', updatedAt: now.toISOString() })
      .options({
        condition: {
          and: [
            { attr: 'id', exists: true },
            { attr: 'status', eq: 'pending' },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send();
    return toConnection(Attributes!, 'outgoing');
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError(`Only a pending request can be withdrawn (this one is ${item.status})`);
    throw error;
  }
}

/**
 * POST /api/trade-connections/{connectionId}/share-contact: the requester, or
 * the member who accepted, shares their e-mail and phone (as in their profile
 * now) on an accepted connection. Anyone else: 404 (403 for the accepting
 * company's other members, who see the connection); not accepted: 409. The
 * update is conditioned on the status and the caller's side, so it never
 * writes a contact onto a connection that moved meanwhile.
 */
export async function shareTradeConnectionContact(member: Member, id: string, now = new Date()): Promise<TradeConnection> {
  const item = await readConnection(id);
  const side = item.fromMemberId === member.id ? 'requester' : item.respondedById === member.id ? 'responder' : undefined;
  if (!side) {
    if ((await companyIdsOf(member)).includes(item.toCompanyId))
      throw new ForbiddenError(`Only ${item.respondedBy ?? 'the member who accepted'} can share their own contact details here`);
    throw new NotFoundError(CONNECTION_NOT_FOUND);
  }
  const notAccepted = () => new ConflictError(`Contact details can be shared once the request is accepted (this one is ${item.status})`);
  if (item.status !== 'accepted') throw notAccepted();
  const party = side === 'requester' ? ({ attr: 'fromMemberId', eq: member.id } as const) : ({ attr: 'respondedById', eq: member.id } as const);
  const current = side === 'requester' ? item.requesterContact : item.responderContact;
  const contact = contactOf(member, true, current?.companyName);
  try {
    const { Attributes } = await tradeConnectorData()
      .tradeConnections.build(UpdateItemCommand)
      .item({
        id,
        updatedAt: now.toISOString(),
        ...(side === 'requester' ? { requesterContact: $set(contact), requesterShared: true } : { responderContact: $set(contact), responderShared: true }),
      })
      .options({ condition: { and: [{ attr: 'id', exists: true }, { attr: 'status', eq: 'accepted' }, party] }, returnValues: 'ALL_NEW' })
      .send();
    return toConnection(Attributes!, side === 'requester' ? 'outgoing' : 'incoming');
  } catch (error) {
    if (isConditionFailed(error)) throw notAccepted();
    throw error;
  }
}
