import { CONTACT_VISIBILITY_LABELS, labelOf, type Profile } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { PersonChip } from '../../../components/people';
import { ExternalLink } from '../../../components/ui/external-link';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useMyProfile } from '../api/get-my-profile';
import './my-profile-page.css';
import { ProfileForm } from './profile-form';

const VISIBILITY_NOTE = {
  connections: 'Only members you are connected with see them.',
  members: 'Every signed-in member sees them, in the directory and on network cards.',
  nobody: 'No other member sees them; club staff still can, to answer your requests.',
} as const;

/** What another member sees: the chip, badges and chapters, the LinkedIn link; contact details only as the setting allows. */
function AsOthersSee({ profile }: { profile: Profile }) {
  return (
    <Card variation="outlined" as="section" aria-labelledby="seen-heading">
      <Heading level={2} id="seen-heading" marginBottom="0.75rem">
        How other members see you
      </Heading>
      <Flex direction="column" gap="0.75rem">
        <PersonChip person={profile} />
        {!profile.title || !profile.companyId ? (
          <Text className="muted">Add your {!profile.title ? 'title' : 'company'} so members know where you work.</Text>
        ) : null}
        {profile.badges.length || profile.chapters.length ? (
          <Flex gap="0.35rem" wrap="wrap" as="ul" aria-label="Badges and chapters" padding="0" margin="0" style={{ listStyle: 'none' }}>
            {profile.badges.map((badge) => (
              <li key={badge}>
                <Badge size="small" variation="info">
                  {labelOf(badge)}
                </Badge>
              </li>
            ))}
            {profile.chapters.map((chapter) => (
              <li key={chapter}>
                <Badge size="small">{chapter}</Badge>
              </li>
            ))}
          </Flex>
        ) : null}
        {profile.linkedinUrl ? <ExternalLink href={profile.linkedinUrl}>LinkedIn profile</ExternalLink> : null}
      </Flex>
    </Card>
  );
}

function ContactDetails({ profile }: { profile: Profile }) {
  return (
    <Card variation="outlined" as="section" aria-labelledby="contact-heading">
      <Heading level={2} id="contact-heading" marginBottom="0.75rem">
        Contact details
      </Heading>
      <dl className="profile-facts">
        <dt>E-mail</dt>
        <dd>{profile.email}</dd>
        <dt>Phone</dt>
        <dd>{profile.phone ?? 'Not given'}</dd>
        <dt>Visible to</dt>
        <dd data-testid="contact-visibility">{CONTACT_VISIBILITY_LABELS[profile.contactVisibility]}</dd>
      </dl>
      <Text className="muted">{VISIBILITY_NOTE[profile.contactVisibility]}</Text>
    </Card>
  );
}

/**
 * My profile (/profile): what other members see of you, edited in place, and
 * who sees your contact details. `edit=profile` in the URL opens the form, so
 * "complete your profile" links straight to it and Back closes it.
 */
export function MyProfilePage() {
  const profile = useMyProfile();
  const [params, update] = useSearchParamState();
  const editing = params.get('edit') === 'profile';
  const setEditing = (open: boolean) => update({ edit: open ? 'profile' : null });
  return (
    <>
      <PageHeader title={paths.profile.title} subtitle={paths.profile.subtitle} />
      {profile.isPending ? (
        <Loader ariaLabel="Loading your profile" />
      ) : profile.isError ? (
        <div role="alert">
          <Text>We could not load your profile.</Text>
          <Button size="small" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : editing ? (
        <Card variation="outlined" as="section" aria-labelledby="edit-heading">
          <Heading level={2} id="edit-heading" marginBottom="0.75rem">
            Edit your profile
          </Heading>
          {/* No key on the read time: the save updates the read profile, and a remount here would drop the save's own onSuccess (leaving edit mode). */}
          <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
        </Card>
      ) : (
        <Flex direction="column" gap="1rem">
          <AsOthersSee profile={profile.data} />
          <ContactDetails profile={profile.data} />
          <Flex gap="1rem" alignItems="center" wrap="wrap">
            <Button variation="primary" onClick={() => setEditing(true)}>
              Edit profile
            </Button>
            <Link to={paths.notificationSettings.path}>Notification settings: which e-mails you get</Link>
            <Link to={paths.privacySettings.path}>Privacy and your data: download, devices, visibility, deletion</Link>
          </Flex>
        </Flex>
      )}
    </>
  );
}
