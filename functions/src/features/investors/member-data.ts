import { all, deleteRows, one, type MemberDataSection } from '../../platform/db/member-data.js';
import { investorData } from './data.js';
import { opportunitiesOf } from './entities/investment-opportunity.js';
import { matchPartiesOf } from './entities/investor-match.js';
import { pitchSlotsOf } from './entities/pitch-slot.js';

/** What the investors feature keeps about a member: their investor profile, the opportunities they listed, their side of matches, their pitch slots. */
export const investorsMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'investor-profile',
      about: 'Your investor profile (type, ticket sizes, focus areas, stages, geography)',
      profile: true,
      fate: 'delete',
      remove: (rows) => deleteRows(investorData().investorProfiles, rows),
      read: (id) => one(investorData().investorProfiles, { userId: id }),
    },
    { kind: 'opportunities', about: 'Investment opportunities you listed', fate: 'keep', read: (id) => all(investorData().opportunities, opportunitiesOf(id)) },
    {
      kind: 'matches',
      about: 'Your investor interests, matches and meetings (your side of each)',
      fate: 'delete',
      remove: (rows) => deleteRows(investorData().matchParties, rows),
      read: (id) => all(investorData().matchParties, matchPartiesOf(id)),
    },
    {
      kind: 'pitch-slots',
      about: 'Pitch slots you offered as an investor',
      fate: 'delete',
      remove: (rows) => deleteRows(investorData().pitchSlots, rows),
      read: (id) => all(investorData().pitchSlots, pitchSlotsOf(id)),
    },
  ],
};
