import os from 'node:os';
import path from 'node:path';
import type { MemberRole } from '@club/shared';
import { membersTagged } from '@club/functions/features/members/entities/member-tag';
import { queryAll } from '@club/functions/platform/db/pages';
import { memberData } from '@club/functions/features/members/data';
import { ALL } from '@club/functions/features/members/directory';
import { writeMember } from '@club/functions/features/members/members';
import { auditWrite, type OperatorActor } from '@club/functions/features/audit/audit';
import { useLocalTable } from './lib/local-table.js';
import { displayName } from '@club/shared';

/**
 * `npm run role -- grant <email> admin|staff` and `npm run role -- revoke <email>`:
 * gives a local member a staff role or takes it back, against the table of a
 * running `npm start` (or the local data). In the cloud a stage's first admin
 * comes from ADMIN_EMAILS and later roles from the admin console.
 */
const USAGE = 'Usage: npm run role -- grant <email> admin|staff | npm run role -- revoke <email>';

export interface RoleCommand {
  email: string;
  role: MemberRole;
}

/** `grant <email> admin|staff` or `revoke <email>` (revoking makes a plain member); undefined for anything else. */
export function parseRoleCommand(args: readonly string[]): RoleCommand | undefined {
  const [verb, email, role, ...rest] = args;
  if (!email || rest.length) return undefined;
  if (verb === 'grant' && (role === 'admin' || role === 'staff')) return { email, role };
  if (verb === 'revoke' && role === undefined) return { email, role: 'member' };
  return undefined;
}

export interface RoleChange {
  memberId: string;
  name: string;
  from: MemberRole;
  to: MemberRole;
}

/** The operator running this command: this machine and its OS account. */
export const thisOperator = (): OperatorActor => ({
  operator: { host: os.hostname(), user: os.userInfo().username, command: 'npm run role' },
});

/**
 * Sets the role of the member who signs in with `email` (any case) through
 * writeMember, so the role tags and the admin guard move in the same
 * transaction, with an audit entry naming the operator (host and OS user) like
 * any admin's change. The club's last admin cannot be revoked (grant another
 * first). Setting the role a member already has audits nothing. Members are keyed by the provider's `sub` and no index holds e-mails, so
 * this reads the directory's whole `all` tag partition: fine for a local
 * admin tool, never for a request path.
 */
export async function setRoleByEmail(email: string, role: MemberRole, operator: OperatorActor = thisOperator()): Promise<RoleChange> {
  const wanted = email.trim().toLowerCase();
  const data = await queryAll(memberData().memberTags, membersTagged(ALL));
  const matches = data.filter((item) => item.staffEmail.toLowerCase() === wanted);
  if (matches.length !== 1) throw new Error(matches.length ? `${matches.length} members sign in with ${email}` : `No member signs in with ${email}`);
  const { memberId } = matches[0]!;
  let from: MemberRole = 'member';
  const saved = await writeMember(
    memberId,
    (current) => {
      if (!current) throw new Error(`No member signs in with ${email}`);
      from = current.role;
      return { ...current, role };
    },
    ({ current, next }) =>
      current && current.role !== next.role
        ? [
            auditWrite(operator, {
              action: 'member.role',
              targetType: 'member',
              targetId: memberId,
              before: { role: current.role },
              after: { role: next.role },
            }),
          ]
        : [],
  );
  return { memberId, name: displayName(saved), from, to: saved.role };
}

async function main(): Promise<void> {
  const command = parseRoleCommand(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    process.exit(1);
  }
  const stop = await useLocalTable();
  try {
    const change = await setRoleByEmail(command.email, command.role);
    console.log(`${change.name} (${change.memberId}): ${change.from} → ${change.to}`);
  } finally {
    await stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
