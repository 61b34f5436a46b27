import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { MEMBERS } from '@club/functions/features/members/entities/member';
import { membersTagged } from '@club/functions/features/members/entities/member-tag';
import { queryAll, queryPage } from '@club/functions/platform/db/pages';
import { memberData } from '@club/functions/features/members/data';
import { roleTag } from '@club/functions/features/members/directory';
import type { MemberRole } from '@club/shared';
import type { LocalIdpAccount, LocalIdpAccounts } from './types.js';

/** How many of the newest members the sign-in page offers. */
const DEMO_MEMBER_LIMIT = 100;

interface MemberRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl?: string;
  linkedinUrl?: string;
  role?: MemberRole;
}

/** A member row as the identity the stand-in vouches for (members' id is the OIDC `sub`). */
export function accountFromMember(member: MemberRow): LocalIdpAccount {
  return {
    sub: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    ...(member.profileImageUrl ? { picture: member.profileImageUrl } : {}),
    ...(member.linkedinUrl ? { profile: member.linkedinUrl } : {}),
    ...(member.role && member.role !== 'member' ? { role: member.role } : {}),
  };
}

/**
 * The sign-in stand-in's accounts, read from the members table: the page
 * lists the club's admins and staff first (their role tags in the directory,
 * so they are offered however many members joined since), then the newest
 * members; a `sub` resolves to the member with that id. Members typed on the
 * form live in memory (see `withNewMembers`, applied by `createLocalIdp`)
 * until the app's callback has created them.
 */
export function memberAccounts(): LocalIdpAccounts {
  return {
    async list() {
      const { members, memberTags } = memberData();
      const [admins, staff, newest] = await Promise.all([
        queryAll(memberTags, membersTagged(roleTag('admin')), { ascending: true }),
        queryAll(memberTags, membersTagged(roleTag('staff')), { ascending: true }),
        queryPage(members, { index: 'gsi1', partition: MEMBERS }, { limit: DEMO_MEMBER_LIMIT }),
      ]);
      const team = [...admins, ...staff].map((tag) => accountFromMember({ ...tag, id: tag.memberId, email: tag.staffEmail }));
      const listed = new Set(team.map((account) => account.sub));
      return [...team, ...newest.items.filter((member) => !listed.has(member.id)).map(accountFromMember)];
    },
    async find(sub) {
      const { Item } = await memberData().members.build(GetItemCommand).key({ id: sub }).send();
      return Item ? accountFromMember(Item) : undefined;
    },
  };
}

/** Accounts plus the new members typed on the sign-in form. */
export interface AccountsWithNewMembers extends LocalIdpAccounts {
  /** Keeps a typed member in memory until `source` knows it. */
  remember(account: LocalIdpAccount): void;
}

/**
 * Layers the members typed on the sign-in form over `source`. The source wins
 * once it knows a `sub` (the app's callback upserted the member, whose names
 * may since have been edited); until then the typed account answers, so the
 * token endpoint can still build the ID token. Memory only: a restart forgets
 * members that never reached the callback.
 */
export function withNewMembers(source: LocalIdpAccounts): AccountsWithNewMembers {
  const typed = new Map<string, LocalIdpAccount>();
  return {
    remember(account) {
      typed.set(account.sub, account);
    },
    async list() {
      const stored = await source.list();
      const known = new Set(stored.map((account) => account.sub));
      for (const sub of known) typed.delete(sub);
      // Typed but not yet stored: newest first, ahead of the stored members.
      return [...[...typed.values()].reverse(), ...stored];
    },
    async find(sub) {
      const stored = await source.find(sub);
      if (stored) {
        typed.delete(sub);
        return stored;
      }
      return typed.get(sub);
    },
  };
}
