import { displayName, type AccessRequest, type Deal, type GrantCandidate, type Person, type RoomGrant } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { PersonChip } from '../../../components/people';
import { MessageButton } from '../../messages';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, ListError, ListSkeleton } from '../../../components/ui/list-states';
import { useAccessRequests } from '../api/list-access-requests';
import { useDeclineAccessRequest } from '../api/decline-access-request';
import { useGrantCandidates } from '../api/list-grant-candidates';
import { useRoomGrants } from '../api/list-room-grants';
import { useRevokeRoomAccess } from '../api/revoke-room-access';
import { calendarDayText } from '../badges';
import { dayText } from '../labels';
import { GrantDialog } from './grant-dialog';

const GRANT_LOOK: Record<RoomGrant['status'], { label: string; variation?: 'success' | 'error' }> = {
  active: { label: 'Active', variation: 'success' },
  expired: { label: 'Expired' },
  revoked: { label: 'Revoked', variation: 'error' },
};

const REQUEST_LOOK: Record<AccessRequest['status'], { label: string; variation?: 'warning' | 'success' | 'error' }> = {
  pending: { label: 'Pending', variation: 'warning' },
  approved: { label: 'Approved', variation: 'success' },
  declined: { label: 'Declined', variation: 'error' },
};

const REASON_LABELS: Record<GrantCandidate['reason'], string> = {
  interested: 'Interested',
  matched: 'Matched',
  requested: 'Requested access',
  staff: 'Club staff',
};

const permissionText = (grant: RoomGrant) => (grant.permissions.includes('download') ? 'View + download' : 'View only');

/** Whom the grant dialog is open for. */
interface Granting {
  member: Person;
  grant?: RoomGrant;
  approve?: boolean;
}

/** The founder's Access tab: requests (pending first), who the room is shared with, and Share the room. */
export function AccessTab({ deal }: { deal: Deal }) {
  const [granting, setGranting] = useState<Granting | null>(null);
  const [picking, setPicking] = useState(false);
  return (
    <div className="deal-room__access">
      <AccessRequests dealId={deal.id} onApprove={(member) => setGranting({ member, approve: true })} />
      <Grants dealId={deal.id} onShare={() => setPicking(true)} onChange={(grant) => setGranting({ member: grant.member, grant })} />
      {picking ? (
        <CandidatePicker
          dealId={deal.id}
          onClose={() => setPicking(false)}
          onPick={(candidate) => {
            setPicking(false);
            setGranting({ member: candidate.member, grant: candidate.grant });
          }}
        />
      ) : null}
      {granting ? <GrantDialog dealId={deal.id} {...granting} onClose={() => setGranting(null)} /> : null}
    </div>
  );
}

function AccessRequests({ dealId, onApprove }: { dealId: string; onApprove: (member: Person) => void }) {
  const requests = useAccessRequests(dealId);
  const decline = useDeclineAccessRequest(dealId);
  // Pending first, whatever order the answer comes in.
  const rows = [...(requests.data ?? [])].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  return (
    <section className="deal-section" aria-labelledby="access-requests-heading">
      <Heading level={2} id="access-requests-heading" className="deal-section__title">
        Requests
      </Heading>
      {requests.isPending ? (
        <ListSkeleton count={1} label="Loading access requests" />
      ) : requests.isError ? (
        <ListError onRetry={() => void requests.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No access requests">Investors who press Request access on this deal appear here.</EmptyState>
      ) : (
        <ul className="deal-people">
          {rows.map((request) => {
            const name = displayName(request.member, 'this member');
            return (
              <li key={request.member.id}>
                <Card variation="outlined" className="deal-person" data-testid="access-request">
                  <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
                    <PersonChip person={request.member} size="compact" />
                    <Badge size="small" variation={REQUEST_LOOK[request.status].variation}>
                      {REQUEST_LOOK[request.status].label}
                    </Badge>
                  </Flex>
                  {request.message ? <Text className="deal-timeline__note">“{request.message}”</Text> : null}
                  <Text className="muted">Asked on {dayText(request.createdAt)}</Text>
                  {request.status === 'pending' ? (
                    <Flex gap="0.5rem" wrap="wrap">
                      <Button size="small" variation="primary" onClick={() => onApprove(request.member)} aria-label={`Approve ${name}`}>
                        Approve
                      </Button>
                      <Button size="small" isDisabled={decline.isPending} onClick={() => decline.mutate(request.member.id)} aria-label={`Decline ${name}`}>
                        Decline
                      </Button>
                    </Flex>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Grants({ dealId, onShare, onChange }: { dealId: string; onShare: () => void; onChange: (grant: RoomGrant) => void }) {
  const grants = useRoomGrants(dealId);
  const revoke = useRevokeRoomAccess(dealId);
  const [revoking, setRevoking] = useState<RoomGrant | null>(null);
  return (
    <section className="deal-section" aria-labelledby="room-grants-heading">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <Heading level={2} id="room-grants-heading" className="deal-section__title">
          Shared with
        </Heading>
        <Button size="small" variation="primary" onClick={onShare}>
          Share the room
        </Button>
      </Flex>
      {grants.isPending ? (
        <ListSkeleton count={1} label="Loading who the room is shared with" />
      ) : grants.isError ? (
        <ListError onRetry={() => void grants.refetch()} />
      ) : grants.data.length === 0 ? (
        <EmptyState title="Not shared with anyone yet">Share the room with investors who showed interest or were matched.</EmptyState>
      ) : (
        <ul className="deal-people">
          {grants.data.map((grant) => {
            const name = displayName(grant.member, 'this member');
            return (
              <li key={grant.member.id}>
                <Card variation="outlined" className="deal-person" data-testid="room-grant">
                  <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
                    <PersonChip person={grant.member} size="compact" />
                    <Badge size="small" variation={GRANT_LOOK[grant.status].variation}>
                      {GRANT_LOOK[grant.status].label}
                    </Badge>
                  </Flex>
                  <Text className="muted">
                    {permissionText(grant)} ·{' '}
                    {grant.status === 'revoked' && grant.revokedAt ? `revoked ${dayText(grant.revokedAt)}` : `until ${calendarDayText(grant.expiresOn)}`}
                  </Text>
                  <Flex gap="0.5rem" wrap="wrap">
                    <Button
                      size="small"
                      onClick={() => onChange(grant)}
                      aria-label={`${grant.status === 'active' ? 'Change access of' : 'Grant again to'} ${name}`}
                    >
                      {grant.status === 'active' ? 'Change' : 'Grant again'}
                    </Button>
                    {grant.status === 'active' ? (
                      <Button size="small" variation="destructive" onClick={() => setRevoking(grant)} aria-label={`Revoke access of ${name}`}>
                        Revoke
                      </Button>
                    ) : null}
                    <MessageButton memberId={grant.member.id} name={name} variation="link" />
                  </Flex>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {revoking ? (
        <Dialog open onClose={() => setRevoking(null)} title="Revoke access?">
          <Text>
            {displayName(revoking.member, 'This member')} loses access to the room at once: their next request is refused. You can grant it again later.
          </Text>
          <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
            <Button onClick={() => setRevoking(null)}>Keep access</Button>
            <Button
              variation="destructive"
              isDisabled={revoke.isPending}
              onClick={() => revoke.mutate(revoking.member.id, { onSuccess: () => setRevoking(null) })}
            >
              {revoke.isPending ? 'Revoking...' : 'Revoke'}
            </Button>
          </Flex>
        </Dialog>
      ) : null}
    </section>
  );
}

/** Share the room: the members the founder may grant, with why each is there. */
function CandidatePicker({ dealId, onClose, onPick }: { dealId: string; onClose: () => void; onPick: (candidate: GrantCandidate) => void }) {
  const candidates = useGrantCandidates(dealId);
  return (
    <Dialog open onClose={onClose} title="Share the room" size="large">
      <Text>Investors who showed interest or were matched, members who asked for access, and club staff.</Text>
      {candidates.isPending ? (
        <ListSkeleton count={2} label="Loading who you can share with" />
      ) : candidates.isError ? (
        <ListError onRetry={() => void candidates.refetch()} />
      ) : candidates.data.length === 0 ? (
        <EmptyState title="No one to share with yet">Investors appear here once they express interest in the opportunity or are matched with it.</EmptyState>
      ) : (
        <ul className="deal-people">
          {candidates.data.map((candidate) => {
            const name = displayName(candidate.member, 'this member');
            const live = candidate.grant?.status === 'active';
            return (
              <li key={candidate.member.id}>
                <Card variation="outlined" className="deal-person" data-testid="grant-candidate">
                  <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
                    <PersonChip person={candidate.member} size="compact" />
                    <Flex gap="0.35rem" wrap="wrap">
                      <Badge size="small" variation="info">
                        {REASON_LABELS[candidate.reason]}
                      </Badge>
                      {live ? (
                        <Badge size="small" variation="success">
                          Has access
                        </Badge>
                      ) : null}
                    </Flex>
                  </Flex>
                  <div>
                    <Button
                      size="small"
                      variation={live ? undefined : 'primary'}
                      onClick={() => onPick(candidate)}
                      aria-label={`${live ? 'Change access of' : 'Share with'} ${name}`}
                    >
                      {live ? 'Change access' : 'Share'}
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
