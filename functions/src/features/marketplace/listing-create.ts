import { randomUUID } from 'node:crypto';
import { canonicalCountry, type Member, type RouteBodyParsed, type TradeListing, type routes } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import type { NewTradeListing } from './entities/trade-listing.js';
import { marketplaceData } from './data.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { CLUB_SCOPE, bumpCounter, memberScope } from '../stats/index.js';
import { requireOwnCompany } from '../companies/index.js';
import { companySnapshot, toListing } from './listings.js';

/*
 * Posting a listing, apart from listing them (listings.ts): toolbox's write actions run decorators when their modules
 * load, so the list route carried the transaction builders while it imported the module that writes.
 */

/** The validated body (defaults applied: kind export). */
export type CreateTradeListingParsed = RouteBodyParsed<typeof routes.createTradeListing>;

/**
 * POST /api/trade-listings: only for a company the caller belongs to (403
 * otherwise). `connectorWrites` are the trade connector's (its heading entry
 * and counters), written in the listing's transaction: its handler passes
 * them in, as the connector reads listings through this feature.
 */
export async function createTradeListing(
  member: Member,
  input: CreateTradeListingParsed,
  connectorWrites: (listing: NewTradeListing) => NamedWrite[],
): Promise<TradeListing> {
  const company = await requireOwnCompany(member, input.companyId);
  const { country, ...fields } = input;
  const item: NewTradeListing = {
    ...fields,
    country: canonicalCountry(country ?? company.country),
    id: randomUUID(),
    postedBy: member.id,
    company: companySnapshot(company),
    createdAt: new Date().toISOString(),
  };
  const { tradeListings } = marketplaceData();
  const writes: NamedWrite[] = [
    {
      name: 'listing',
      write: tradeListings
        .build(PutTransaction)
        .item(item)
        .options({ condition: { attr: 'id', exists: false } }),
    },
    bumpCounter(CLUB_SCOPE, 'listings'),
    bumpCounter(CLUB_SCOPE, `listings#${item.kind}`),
    bumpCounter(memberScope(member.id), 'listings'),
    ...connectorWrites(item),
  ];
  await writeTransaction(writes);
  return toListing(item, item.company!);
}
