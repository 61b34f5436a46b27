import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { recountCmBookings } from '../features/cm-office/requests.js';
import { recountTravelPlans } from '../features/network/travel.js';
import { isConditionFailed } from '../platform/db/errors.js';
import { getMany } from '../platform/db/get-together.js';
import { memberEntity } from '../features/members/entities/member.js';
import { tradeConnectionEntity, type TradeConnectionItem } from '../features/trade-connector/entities/trade-connection.js';
import { memberData } from '../features/members/data.js';
import { tradeConnectorData } from '../features/trade-connector/data.js';
import type { Migration, StoredItem } from './types.js';

type Contact = TradeConnectionItem['requesterContact'];

/** A contact without e-mail and phone. */
const withoutPrivate = ({ email: _email, phone: _phone, ...rest }: Contact): Contact => rest;

/**
 * Introduces the per-member caps' counters and consent on trade contacts:
 * 1. every member's `travelPlans` counter and their per-day Meet The CM
 *    booking counters (`cm#booked#<day>`), set to what they hold;
 * 2. every trade connection marks whether each side shares contact details
 *    (their sharing setting now, or already marked) and loses the e-mail and
 *    phone copied without that consent.
 * Idempotent: a second run sets the same counts and finds every connection marked.
 * A counter is set from a recount, so a plan or booking written by a member
 * during the few milliseconds between their recount and its write would be
 * missed; the migration runs at deploy, before members use the caps.
 */
export const memberCapsAndTradeConsent: Migration = {
  id: '0004-member-caps-and-trade-consent',
  description:
    'Set the travel-plan and Meet-the-CM per-day counters from the data; mark trade contacts shared by consent and drop e-mail and phone copied without it',
  async run(context) {
    await context.eachPage({ scan: { entities: [memberEntity().entityName] } }, async (items) => {
      for (const member of items) {
        const id = member.id as string;
        await Promise.all([recountTravelPlans(id), recountCmBookings(id)]);
      }
      return items.length;
    });

    await context.eachPage({ scan: { entities: [tradeConnectionEntity().entityName] } }, async (items) => {
      const unmarked = items.filter(
        (item) => item.requesterShared === undefined || (item.responderContact !== undefined && item.responderShared === undefined),
      );
      if (!unmarked.length) return 0;
      const memberIds = [...new Set(unmarked.flatMap((item) => [item.fromMemberId as string, ...(item.respondedById ? [item.respondedById as string] : [])]))];
      const sharing = new Map(
        (
          await getMany(
            memberData().members,
            memberIds.map((id) => ({ id })),
          )
        ).map((member) => [member.id, member.shareContact === true]),
      );
      let touched = 0;
      for (const item of unmarked) if (await markConsent(item, sharing)) touched += 1;
      return touched;
    });
  },
};

/** One connection marked: each side shares by their setting (unless marked already); unshared contacts lose e-mail and phone. */
async function markConsent(stored: StoredItem, sharing: Map<string, boolean>): Promise<boolean> {
  const requesterShared = (stored.requesterShared as boolean | undefined) ?? sharing.get(stored.fromMemberId as string) === true;
  const responder = stored.responderContact as Contact | undefined;
  const responderShared = responder ? ((stored.responderShared as boolean | undefined) ?? sharing.get(stored.respondedById as string) === true) : undefined;
  const requester = stored.requesterContact as Contact;
  try {
    await tradeConnectorData()
      .tradeConnections.build(UpdateItemCommand)
      .item({
        id: stored.id as string,
        // Not an edit: updatedAt stays as it was.
        updatedAt: stored.updatedAt as string,
        requesterShared,
        requesterContact: $set(requesterShared ? requester : withoutPrivate(requester)),
        ...(responder ? { responderShared: responderShared!, responderContact: $set(responderShared ? responder : withoutPrivate(responder)) } : {}),
      })
      // Only over the item as read: an answer or a share meanwhile wrote its own consent.
      .options({
        condition: {
          and: [
            { attr: 'id', exists: true },
            { attr: 'updatedAt', eq: stored.updatedAt as string },
          ],
        },
      })
      .send();
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
