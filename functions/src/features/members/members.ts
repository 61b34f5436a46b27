import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { UpdateItemInput } from 'dynamodb-toolbox/entity/actions/update';
import { $remove, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { MemberEntity, MemberItem } from './entities/member.js';
import { config } from '../../platform/config.js';
import { ConflictError } from '../../platform/lib/errors.js';
import { memberData } from './data.js';
import { readStoredMember } from './member-reads.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { logger } from '../../platform/lib/logger.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { adminGuardWrites, LAST_ADMIN } from './admin-guard.js';
import { directoryWrites, memberTagItems } from './directory-writes.js';
import type { Member } from '@club/shared';
import { memberSchema } from '@club/shared';

/** Claims the identity provider vouches for (LinkedIn via Cognito, or the local stand-in). */
export interface IdentityClaims {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  picture?: string;
  profileUrl?: string;
}

/**
 * Creates the member on first sign-in; on later sign-ins refreshes only what
 * the provider owns (email, picture, profile URL) so names a member edited
 * stay. Either way the directory tags and club counters change in the same
 * transaction (see writeMember). A member whose e-mail is in ADMIN_EMAILS
 * (the stage's configuration) and who is a plain member becomes an admin:
 * logged, not audited, as no one in the club did it. Staff keep their role
 * until an admin changes it; being left out of the list takes nothing away.
 * `extra` joins the member's transaction (the welcome mail on the first sign-in).
 */
export async function upsertMemberFromClaims(claims: IdentityClaims, onWritten?: MemberWritten, extra?: MemberChangeWrites): Promise<Member> {
  const providerOwned = {
    email: claims.email,
    ...(claims.picture ? { profileImageUrl: claims.picture } : {}),
    ...(claims.profileUrl ? { linkedinUrl: claims.profileUrl } : {}),
  };
  const configuredAdmin = config.adminEmails.includes(claims.email.trim().toLowerCase());
  let granted = false;
  const saved = await writeMember(
    claims.sub,
    (existing) => {
      const next: MemberDraft = existing
        ? { ...existing, ...providerOwned }
        : {
            id: claims.sub,
            firstName: claims.givenName,
            lastName: claims.familyName,
            ...providerOwned,
            role: 'member' as const,
            badges: [],
            chapters: [],
            shareContact: false,
            createdAt: new Date().toISOString(),
          };
      granted = configuredAdmin && next.role === 'member';
      return granted ? { ...next, role: 'admin' as const } : next;
    },
    extra,
    onWritten,
  );
  if (granted) logger.info('admin role granted from ADMIN_EMAILS at sign-in', { memberId: saved.id });
  return memberSchema.parse(saved);
}

/** A member as `writeMember`'s change returns it: writeMember stamps updatedAt. */
export type MemberDraft = Omit<MemberItem, 'updatedAt'>;

/**
 * Writes that go with a member change, in its transaction: `current` as read
 * (undefined for a new member) and `next` as it is being written. Built again
 * on each retry, from what that attempt read. Their failed conditions are not
 * retried: they cancel the change and reject.
 */
export type MemberChangeWrites = (change: { current: MemberItem | undefined; next: MemberItem }) => NamedWrite[];

/**
 * Told after a member write landed, with `current` as read and `next` as
 * written: how a feature that copies member fields (forums' author snapshots)
 * follows a change without this one knowing it. The caller that may change
 * such fields passes it (the handler composes the two features).
 */
export type MemberWritten = (change: { current: MemberItem | undefined; next: MemberItem }) => Promise<void>;

/** Attributes every member has: never removed by a change. */
const KEPT = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * The update writing `next` over `current`: every field set (lists replaced
 * whole, not merged), each optional attribute `next` leaves out removed. The
 * given updatedAt is kept (the library's stamp applies only when none is given).
 */
function memberUpdate(current: MemberItem, next: MemberItem): UpdateItemInput<MemberEntity> {
  const { id, createdAt: _created, ...fields } = next;
  const update: Record<string, unknown> = { id };
  for (const [name, value] of Object.entries(fields)) update[name] = Array.isArray(value) ? $set(value) : value;
  for (const name of Object.keys(current)) if (!KEPT.has(name) && !(name in fields)) update[name] = $remove();
  return update as UpdateItemInput<MemberEntity>;
}

/**
 * Writes a member through `change(current)`, with its directory tags,
 * counters and the `extra` writes (an audit item), in one transaction
 * conditioned on the member not having changed since it was read (create:
 * not existing; update: same updatedAt). A lost race re-reads and retries,
 * so two writers never double-apply counter moves. An optional attribute the
 * change leaves out is removed; confirmed badges stay a subset of the badges.
 * A role change moves the admin guard in the same transaction: the last
 * admin's demotion is refused (409), whoever asks (admin-guard.ts). A
 * transaction cancelled by a concurrent one on the same items is sent again.
 * `onWritten` runs once the write landed.
 */
export async function writeMember(
  id: string,
  change: (current: MemberItem | undefined) => MemberDraft,
  extra?: MemberChangeWrites,
  onWritten?: MemberWritten,
): Promise<MemberItem> {
  const { members } = memberData();
  return retryOnContention(async () => {
    const current = await readStoredMember(id);
    const next = withConfirmedBadges({ ...change(current), updatedAt: nextStamp(current?.updatedAt) });
    const tagItems = await memberTagItems(next);
    const written = await writeTransaction(
      [
        {
          name: 'member',
          write: current
            ? members
                .build(UpdateTransaction)
                .item(memberUpdate(current, next))
                .options({ condition: { attr: 'updatedAt', eq: current.updatedAt } })
            : members
                .build(PutTransaction)
                .item(next)
                .options({ condition: { attr: 'id', exists: false } }),
        },
        ...directoryWrites(current, next, tagItems),
        ...adminGuardWrites(current?.role, next.role),
        ...(extra ? extra({ current, next }) : []),
      ],
      // Changed (or created) since it was read: re-read and try again
      // (listed first: a demotion refused on a stale read is decided again on a fresh one).
      { member: 'accept', adminGuard: () => new ConflictError(LAST_ADMIN) },
    );
    if (!written) return READ_AGAIN;
    if (onWritten) await onWritten({ current, next });
    return next;
  });
}

/** Drops confirmations of badges the member no longer declares (a re-declared badge is not confirmed again by itself). */
function withConfirmedBadges(member: MemberItem): MemberItem {
  if (!member.confirmedBadges) return member;
  return { ...member, confirmedBadges: member.confirmedBadges.filter((badge) => member.badges.includes(badge)) };
}

/** The new updatedAt: now, but always later than the one read, so every write moves the stamp the next writer checks. */
function nextStamp(previous: string | undefined): string {
  const now = Date.now();
  const after = previous ? Date.parse(previous) + 1 : now;
  return new Date(Math.max(now, after)).toISOString();
}
