import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { investorData } from './data.js';

/**
 * What the deal-rooms feature reads and writes of an opportunity (a deal is
 * opened on one and keeps its id): each write goes into deal-rooms' own
 * transaction, under the name 'opportunity'.
 */

/** The opportunity's link to its newly opened deal: only while it exists and has none. */
export const dealLinkWrite = (opportunityId: string, dealId: string): NamedWrite<'opportunity'> => ({
  name: 'opportunity',
  write: investorData()
    .opportunities.build(UpdateTransaction)
    .item({ id: opportunityId, dataRoomId: dealId })
    .options({
      condition: {
        and: [
          { attr: 'id', exists: true },
          { attr: 'dataRoomId', exists: false },
        ],
      },
    }),
});

/** The deal's deck settings copied onto its opportunity (what deal flow shows): only while it exists. */
export const opportunityDeckWrite = (
  opportunityId: string,
  deck: { deckOpenToDealFlow: boolean } | { pitchDeckFileId: string },
): NamedWrite<'opportunity'> => ({
  name: 'opportunity',
  write: investorData()
    .opportunities.build(UpdateTransaction)
    .item({ id: opportunityId, ...deck })
    .options({ condition: { attr: 'id', exists: true } }),
});
