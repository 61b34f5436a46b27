import type { MemberContext } from '@club/shared';
import { Badge, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useStaffMember } from '../api/get-staff-member';
import { day, fullName } from '../labels';
import { Facts } from './facts';
import { labelOf } from '@club/shared';

/** Who asked: the member beside a request (name, company, chapters, verified, e-mail, phone, badges). */
export function MemberContextCard({ member }: { member: MemberContext | null }) {
  if (!member) {
    return (
      <section className="staff-member-context" aria-label="Member">
        <Text className="muted">This member’s record could not be found.</Text>
      </section>
    );
  }
  return (
    <section className="staff-member-context" aria-label="Member">
      <Flex alignItems="center" gap="0.5rem" wrap="wrap">
        <Heading level={3} className="staff-member-context__name">
          {fullName(member)}
        </Heading>
        {member.verified ? (
          <Badge size="small" variation="success">
            Verified
          </Badge>
        ) : (
          <Badge size="small">Not verified</Badge>
        )}
      </Flex>
      <Facts
        items={[
          ['Company', member.companyName ?? 'No company'],
          ['Chapters', member.chapters.join(', ') || 'None'],
          ['E-mail', <a href={`mailto:${member.email}`}>{member.email}</a>],
          ['Phone', member.phone],
          ['Badges', member.badges.map(labelOf).join(', ') || 'None'],
          ['Member since', day(member.memberSince)],
        ]}
      />
    </section>
  );
}

/** The member context of queues whose rows carry only the member's id (trade, cultural, Meet The CM). */
export function MemberContextById({ memberId }: { memberId: string }) {
  const member = useStaffMember(memberId);
  if (member.isPending) return <Loader ariaLabel="Loading the member" />;
  if (member.isError) return <MemberContextCard member={null} />;
  return <MemberContextCard member={member.data} />;
}
