import type { DirectoryMember } from '@club/shared';
import { NameLine } from '../../../components/ui/side-card';
import { displayName } from '@club/shared';

/** One member in a compact list (`ul.member-mini-list`): avatar, name, company. */
export function MemberMini({ member }: { member: Pick<DirectoryMember, 'profileImageUrl' | 'firstName' | 'lastName' | 'company'> }) {
  return (
    <li className="member-mini">
      <img className="avatar" src={member.profileImageUrl || '/placeholder-avatar.svg'} alt="" />
      <NameLine name={displayName(member)} detail={member.company?.name ?? 'Company Executive'} />
    </li>
  );
}
