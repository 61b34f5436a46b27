import { MEMBER_ROLES, type MemberRole, type StaffMemberDetail, labelOf } from '@club/shared';
import { Badge, Button, Flex, SelectField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useUser } from '../../auth';
import { useStaffMember } from '../api/get-staff-member';
import { useSetMemberBadge } from '../api/set-member-badge';
import { useSetMemberRole } from '../api/set-member-role';
import { useSetMemberSuspension } from '../api/set-member-suspension';
import { useVerifyMember } from '../api/verify-member';
import { ROLE_LABELS, dateTime, fullName, isAdmin } from '../labels';
import { DetailState } from './detail-state';
import { Facts } from './facts';
import { MemberContextCard } from './member-context';
import { MemberMessaging } from './member-messaging';

/** A member for staff: who they are, their reputation, verification, badges, messaging and (for admins) their role and suspension. */
export function MemberDetailDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const member = useStaffMember(memberId);
  return (
    <Dialog open onClose={onClose} title={member.data ? fullName(member.data) : 'Member'} size="large">
      <DetailState query={member} what="member">
        {(data) => <MemberDetail member={data} />}
      </DetailState>
    </Dialog>
  );
}

function MemberDetail({ member }: { member: StaffMemberDetail }) {
  const admin = isAdmin(useUser().data);
  const { reputation } = member;
  return (
    <div className="staff-detail">
      {member.suspendedAt ? (
        <div>
          <Badge variation="error">Suspended since {dateTime(member.suspendedAt)}</Badge>
        </div>
      ) : null}
      <MemberContextCard member={member} />
      <Facts
        label="Reputation"
        items={[
          ['Reputation score', reputation.score],
          ['Trades completed', reputation.tradesCompleted],
          ['Jobs placed', reputation.jobsPlaced],
          ['Concierge rating', reputation.conciergeRating === null ? 'Not rated yet' : `${reputation.conciergeRating} out of 5`],
          ['Verification level', labelOf(reputation.verificationLevel)],
          ['Calculated', dateTime(reputation.lastCalcAt)],
          ['Verified on', member.verifiedAt ? dateTime(member.verifiedAt) : undefined],
          ['Role', ROLE_LABELS[member.role]],
        ]}
      />
      <Verification member={member} />
      <Badges member={member} />
      <MemberMessaging member={member} />
      {admin ? <RoleSelect member={member} /> : null}
      {admin ? <Suspension member={member} /> : null}
    </div>
  );
}

function Verification({ member }: { member: StaffMemberDetail }) {
  const verify = useVerifyMember(member.id);
  return (
    <section aria-label="Verification" className="staff-actions">
      {member.verified ? (
        <Button size="small" isDisabled={verify.isPending} onClick={() => verify.mutate(false)}>
          Remove verification
        </Button>
      ) : (
        <Button size="small" variation="primary" isDisabled={verify.isPending} onClick={() => verify.mutate(true)}>
          Verify
        </Button>
      )}
    </section>
  );
}

/** Each self-declared badge: confirm it (once) or remove it. */
function Badges({ member }: { member: StaffMemberDetail }) {
  const setBadge = useSetMemberBadge(member.id);
  return (
    <section aria-label="Badges" className="staff-detail__section">
      <Text fontWeight="700">Self-declared badges</Text>
      {member.badges.length === 0 ? (
        <Text className="muted">No badges declared.</Text>
      ) : (
        <ul className="staff-badges">
          {member.badges.map((badge) => {
            const confirmed = member.confirmedBadges.includes(badge);
            const name = labelOf(badge);
            return (
              <li key={badge} className="staff-badges__item">
                <Text as="span" fontWeight="600">
                  {name}
                </Text>
                {confirmed ? (
                  <Badge size="small" variation="success">
                    Confirmed
                  </Badge>
                ) : null}
                <Flex gap="0.25rem">
                  {confirmed ? null : (
                    <Button
                      size="small"
                      isDisabled={setBadge.isPending}
                      aria-label={`Confirm ${name}`}
                      onClick={() => setBadge.mutate({ badge, action: 'confirm' })}
                    >
                      Confirm
                    </Button>
                  )}
                  <Button
                    size="small"
                    variation="link"
                    isDisabled={setBadge.isPending}
                    aria-label={`Remove ${name}`}
                    onClick={() => setBadge.mutate({ badge, action: 'remove' })}
                  >
                    Remove
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Admins: grant or revoke staff and admin, after a confirm step (a role opens or closes the whole console). */
function RoleSelect({ member }: { member: StaffMemberDetail }) {
  const setRole = useSetMemberRole(member.id);
  const [role, setChosen] = useState<MemberRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const changed = role !== member.role;
  return (
    <section aria-label="Role" className="staff-detail__section">
      <Flex gap="0.5rem" alignItems="flex-end" wrap="wrap">
        <SelectField
          label="Role"
          value={role}
          onChange={(event) => {
            setChosen(event.target.value as MemberRole);
            setConfirming(false);
          }}
        >
          {MEMBER_ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {confirming ? null : (
          <Button size="small" isDisabled={!changed} onClick={() => setConfirming(true)}>
            Change role
          </Button>
        )}
      </Flex>
      {confirming && changed ? (
        <div role="alert" className="staff-confirm">
          <Text>
            Make {fullName(member)}{' '}
            {role === 'member' ? 'a member without staff access' : `${role === 'admin' ? 'an' : 'a'} ${ROLE_LABELS[role].toLowerCase()}`}?
          </Text>
          <Flex gap="0.5rem">
            <Button
              size="small"
              variation="primary"
              isDisabled={setRole.isPending}
              onClick={() => setRole.mutate(role, { onSettled: () => setConfirming(false) })}
            >
              Confirm role change
            </Button>
            <Button
              size="small"
              onClick={() => {
                setConfirming(false);
                setChosen(member.role);
              }}
            >
              Cancel
            </Button>
          </Flex>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Admins: suspend a member (signed out everywhere, no mail, shown in no list) or
 * reinstate them, after a confirm step.
 */
function Suspension({ member }: { member: StaffMemberDetail }) {
  const setSuspension = useSetMemberSuspension(member.id);
  const [confirming, setConfirming] = useState(false);
  const suspend = !member.suspendedAt;
  const name = fullName(member);
  return (
    <section aria-label="Suspension" className="staff-detail__section">
      {confirming ? (
        <div role="alert" className="staff-confirm">
          <Text>
            {suspend
              ? `Suspend ${name}? They are signed out everywhere, get no mail and show in no list until reinstated.`
              : `Reinstate ${name}? They can sign in again and show as before.`}
          </Text>
          <Flex gap="0.5rem" wrap="wrap">
            <Button
              size="small"
              variation={suspend ? 'destructive' : 'primary'}
              isDisabled={setSuspension.isPending}
              onClick={() => setSuspension.mutate(suspend, { onSettled: () => setConfirming(false) })}
            >
              {suspend ? 'Confirm suspension' : 'Confirm reinstatement'}
            </Button>
            <Button size="small" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </Flex>
        </div>
      ) : (
        <div className="staff-actions">
          <Button size="small" variation={suspend ? 'destructive' : undefined} onClick={() => setConfirming(true)}>
            {suspend ? 'Suspend member' : 'Reinstate'}
          </Button>
        </div>
      )}
    </section>
  );
}
