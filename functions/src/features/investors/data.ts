import { opportunityEntity } from './entities/investment-opportunity.js';
import { investorProfileEntity } from './entities/investor-profile.js';
import { matchEntity, matchPartyEntity } from './entities/investor-match.js';
import { pitchSlotEntity } from './entities/pitch-slot.js';
import { termSheetTemplateEntity } from './entities/term-sheet-template.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Investors data: opportunities, investor profiles, matches and their party entries, pitch slots, term sheet templates. */
export const investorData = entitySet({
  opportunities: opportunityEntity,
  investorProfiles: investorProfileEntity,
  matches: matchEntity,
  matchParties: matchPartyEntity,
  pitchSlots: pitchSlotEntity,
  termSheetTemplates: termSheetTemplateEntity,
});
