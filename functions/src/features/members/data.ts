import { guardEntity } from '../../platform/db/entities/guard.js';
import { memberEntity } from './entities/member.js';
import { memberTagEntity } from './entities/member-tag.js';
import { reputationEntity } from './entities/reputation.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Member data: members, the directory's tag items, the members' reputations and the admin guard. */
export const memberData = entitySet({ members: memberEntity, memberTags: memberTagEntity, reputations: reputationEntity, guards: guardEntity });
