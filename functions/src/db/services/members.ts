import { memberEntity } from '../entities/member.js';
import { memberTagEntity } from '../entities/member-tag.js';
import { entitySet } from '../entity-set.js';

/** Member data: members and the directory's tag items. */
export const memberData = entitySet({ members: memberEntity, memberTags: memberTagEntity });
