import type { DirectoryMember } from '@club/shared';
import { NameLine } from '../../../components/ui/side-card';
import { displayName } from '@club/shared';

/** One member in a compact list (`ul.member-mini-list`): avatar, name, and the title and company they gave (nothing made up when they gave none). */
export function MemberMini({ member }: { member: Pick<DirectoryMember, 'profileImageUrl' | 'firstName' | 'lastName' | 'company' | 'title'> }) {
  const work = [member.title, member.company?.name].filter(Boolean).join(', ');
  return (
    <li className="member-mini">
      <img className="avatar" src={member.profileImageUrl || '/placeholder-avatar.svg'} alt="" />
      <NameLine name={displayName(member)} detail={work || null} />
    </li>
  );
}
