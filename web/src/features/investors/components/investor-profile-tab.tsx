import type { InvestorProfile } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense } from 'react';
import { EmptyState, ListSkeleton, PagedListView } from '../../../components/ui/list-states';
import { useDeletePitchSlot } from '../api/delete-pitch-slot';
import { useInvestorProfile } from '../api/get-investor-profile';
import { usePitchSlots } from '../api/list-pitch-slots';
import { Facts, industryLabel, inr, inrRange, investorTypeLabel, meetingText, stageLabel } from './investor-bits';

// The forms load when first shown (form code is not part of a screen's first load).
const InvestorProfileDialog = lazy(() => import('./investor-profile-form').then(({ InvestorProfileDialog }) => ({ default: InvestorProfileDialog })));
const AddPitchSlotForm = lazy(() => import('./pitch-slot-form').then(({ AddPitchSlotForm }) => ({ default: AddPitchSlotForm })));

/**
 * Investor Profile: range, type, assets under management, focus
 * areas, preferred stages, typical check size and thesis; without a profile
 * the 'Setup Investor Profile' prompt. Setup and Edit Profile open one form
 * (`profile=edit` in the URL). With a profile, the investor offers pitch slots.
 */
export function InvestorProfileTab({ memberId, editing, onEdit, onClose }: { memberId: string; editing: boolean; onEdit: () => void; onClose: () => void }) {
  const profile = useInvestorProfile();
  if (profile.isPending) return <ListSkeleton count={1} label="Loading your investor profile" />;
  if (profile.isError) {
    return (
      <EmptyState title="Your investor profile could not be loaded.">
        <Button size="small" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  const data = profile.data;
  return (
    <section aria-labelledby="profile-heading" className="tabs__panel">
      <Heading level={2} id="profile-heading" className="visually-hidden">
        Investor Profile
      </Heading>
      {data ? (
        <ProfileView profile={data} onEdit={onEdit} />
      ) : (
        <Card variation="outlined" className="investor-panel">
          <Heading level={3}>No investor profile yet</Heading>
          <Text>
            Set up your investor profile to express interest in deals, appear in the Investor Network and be matched with opportunities that fit your range,
            stages and focus areas.
          </Text>
          <Flex>
            <Button variation="primary" onClick={onEdit}>
              Setup Investor Profile
            </Button>
          </Flex>
        </Card>
      )}
      {data ? <PitchSlots memberId={memberId} /> : null}
      <Suspense fallback={null}>{editing ? <InvestorProfileDialog profile={data} onClose={onClose} /> : null}</Suspense>
    </section>
  );
}

function ProfileView({ profile, onEdit }: { profile: InvestorProfile; onEdit: () => void }) {
  return (
    <Card variation="outlined" className="investor-panel" data-testid="investor-profile">
      <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
        <Heading level={3}>{profile.fundName ?? 'Your investor profile'}</Heading>
        <Flex gap="0.35rem" wrap="wrap">
          {profile.isAccredited ? (
            <Badge size="small" variation="success">
              Accredited (self-declared)
            </Badge>
          ) : null}
          <Badge size="small" variation={profile.isActive ? 'success' : undefined}>
            {profile.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </Flex>
      </Flex>
      <Facts
        rows={[
          ['Investment range', inrRange(profile.minInvestment, profile.maxInvestment)],
          ['Investor type', investorTypeLabel(profile.investorType)],
          ['Assets under management', profile.aum === undefined ? 'Not given' : inr(profile.aum)],
          ['Typical check size', profile.checkSize === undefined ? 'Not given' : inr(profile.checkSize)],
          ['Geography', profile.geography.join(', ')],
          ['Portfolio', profile.portfolio.join(', ')],
        ]}
      />
      <Text fontWeight="600">Focus areas</Text>
      <Flex gap="0.35rem" wrap="wrap">
        {profile.focusAreas.length ? (
          profile.focusAreas.map((area) => (
            <Badge key={area} size="small">
              {industryLabel(area)}
            </Badge>
          ))
        ) : (
          <Text className="muted">Any industry</Text>
        )}
      </Flex>
      <Text fontWeight="600">Preferred stages</Text>
      <Flex gap="0.35rem" wrap="wrap">
        {profile.preferredStages.length ? (
          profile.preferredStages.map((stage) => (
            <Badge key={stage} size="small" variation="info">
              {stageLabel(stage)}
            </Badge>
          ))
        ) : (
          <Text className="muted">Any stage</Text>
        )}
      </Flex>
      <Text fontWeight="600">Thesis</Text>
      <Text>{profile.thesis ?? 'No thesis written yet.'}</Text>
      <Flex>
        <Button onClick={onEdit}>Edit Profile</Button>
      </Flex>
    </Card>
  );
}

/** The investor's pitch slots: founders of accepted matches book one; unbooked ones can be withdrawn. */
function PitchSlots({ memberId }: { memberId: string }) {
  const slots = usePitchSlots(memberId);
  const remove = useDeletePitchSlot();
  return (
    <Card variation="outlined" className="investor-panel" as="section" aria-labelledby="pitch-slots-heading">
      <Heading level={3} id="pitch-slots-heading">
        Pitch slots
      </Heading>
      <Text className="muted">Times founders of your accepted matches can book for a pitch. Each slot is booked once.</Text>
      <PagedListView
        list={slots}
        items={slots.items}
        skeletons={1}
        label="Loading pitch slots"
        empty={<EmptyState title="No upcoming pitch slots" />}
        render={(shown) => (
          <ul className="plain-list">
            {shown.map((slot) => (
              <li key={slot.id} data-testid="pitch-slot">
                <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
                  <span>
                    {meetingText(slot.startTime, slot.endTime, slot.timeZone)}
                    {slot.location ? <span className="muted"> · {slot.location}</span> : null}
                  </span>
                  {slot.isBooked ? (
                    <Badge size="small" variation="success">
                      Booked
                    </Badge>
                  ) : (
                    <Button size="small" variation="link" isDisabled={remove.isPending} onClick={() => remove.mutate(slot.id)}>
                      Withdraw
                    </Button>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
        )}
      />
      <Suspense fallback={null}>
        <AddPitchSlotForm />
      </Suspense>
    </Card>
  );
}
