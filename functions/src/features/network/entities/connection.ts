import { Entity, type FormattedItem, type InputItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** Edge states: `active` (connected) or `blocked` (either blocked the other; `blockedBy` says who). */
export const EDGE_STATUSES = ['active', 'blocked'] as const;

/** Why an edge's other member is left out of suggestions (see `otherHidden`). */
export const HIDDEN_REASONS = ['suggestions', 'suspended'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

/** Sort key prefix of a member's ties in their partition. */
const TIE = 'TIE';

/** A member's ties (one Query reads all of them, active and blocked). */
export const tiesOf = (memberId: string) => ({ partition: key('MEMBER', memberId), range: { beginsWith: `${TIE}#` } }) as const;
/** Every tie of one status, by member then other member (the smart-nudges job loads the graph in member-id ranges). */
export const tiesInStatus = (status: string) => ({ index: 'gsi1', partition: key('TIES', status) }) as const;
/** The status index's sort key: `<memberId>#<otherId>`, so a member-id range is a sort key range. */
export const tieOrder = (memberId: string, otherId: string): string => `${memberId}#${otherId}`;

const schema = item({
  memberId: string().key(),
  otherId: string().key(),
  status: string().enum(...EDGE_STATUSES),
  blockedBy: string().optional(),
  /** 1–10, the same on both directions (formula in docs/decisions.md). */
  strength: number().default(1),
  /** Interest tags both share (`topic:trade`, `chapter:Telangana`, `industry:Agriculture`, `hs:10`). */
  commonInterests: list(string()).default(() => []),
  lastInteraction: string().optional(),
  /** Members connected to both (as of the job's last run or the accept). */
  mutualConnections: number().default(0),
  introducedBy: string().optional(),
  introducedByName: string().optional(),
  connectedAt: string(),
  otherFirstName: string(),
  otherLastName: string(),
  otherLinkedinUrl: string().optional(),
  otherProfileImageUrl: string().optional(),
  otherTitle: string().optional(),
  otherCompanyName: string().optional(),
  /** Whether club staff verified the other member (the chip's mark). */
  otherVerified: boolean().optional(),
  otherInterests: list(string()).default(() => []),
  otherChapters: list(string()).default(() => []),
  /**
   * Set while the other member is out of suggestions: 'suggestions' (they
   * chose to hide: no 2nd/3rd degree through this edge) or 'suspended' (in
   * no list at all). Absent otherwise.
   */
  otherHidden: string()
    .enum(...HIDDEN_REASONS)
    .optional(),
  gsi1pk: keyFollowing('status', (item) => tiesInStatus(item.status as string).partition),
  gsi1sk: linkedKey((item) => tieOrder(item.memberId as string, item.otherId as string)),
});

/**
 * One direction of a tie between two members, in the owner's partition: an
 * accepted connection is two items (A→B, B→A) written in one transaction, a
 * block likewise. The other member's card (names, interests, chapters) is
 * copied here so 2nd and 3rd degree lists read names and interests from the
 * edges they walk, without a read per member; the smart-nudges job refreshes
 * cards, strength, common interests and mutual counts when they change.
 */
export const connectionEntity = () =>
  new Entity({
    name: 'connection',
    table: clubTable,
    schema,
    computeKey: ({ memberId, otherId }) => ({ pk: key('MEMBER', memberId), sk: key(TIE, otherId) }),
    timestamps: TIMESTAMPS,
  });

export type ConnectionEntity = ReturnType<typeof connectionEntity>;
export type ConnectionItem = FormattedItem<ConnectionEntity>;
/** A tie as written (the library sets what is left out). */
export type ConnectionInput = InputItem<ConnectionEntity>;
