import { type NetworkUser, type PathMember } from '@club/shared';
import { Badge, Flex, Text } from '@aws-amplify/ui-react';
import { fullName } from '../api/network-write';
import { ExternalLink } from '../../../components/ui/external-link';

/** Up to `max` common interests as badges (3 on direct and 2nd degree cards, 2 on 3rd degree). */
export function Interests({ interests, max }: { interests: string[]; max: number }) {
  const shown = interests.slice(0, max);
  if (!shown.length) return null;
  return (
    <Flex gap="0.25rem" wrap="wrap" as="ul" className="chips" aria-label="Common interests" padding="0" margin="0" style={{ listStyle: 'none' }}>
      {shown.map((interest) => (
        <li key={interest}>
          <Badge size="small" variation="info">
            {interest}
          </Badge>
        </li>
      ))}
    </Flex>
  );
}

/** {email} where the member shares contact details, nothing otherwise. */
export function EmailLine({ user }: { user: NetworkUser }) {
  return user.email ? (
    <Text className="muted">
      <a href={`mailto:${user.email}`}>{user.email}</a>
    </Text>
  ) : null;
}

/** The profile-link button, only when the member has a profile link. */
export function ProfileLink({ user }: { user: NetworkUser }) {
  if (!user.linkedinUrl) return null;
  return (
    // Whose profile as hidden text: the spoken name starts with the visible words (WCAG 2.5.3).
    <ExternalLink className="amplify-button amplify-button--small" href={user.linkedinUrl}>
      View Profile <span className="visually-hidden">of {fullName(user)} on LinkedIn</span>
    </ExternalLink>
  );
}

/** A path: You, the intermediaries, then the member (3rd degree cards, Explore Connection Path). */
export function PathLine({ path, target }: { path: PathMember[]; target: Pick<NetworkUser, 'firstName' | 'lastName'> }) {
  return (
    <ol className="person-card__path" aria-label="Connection path">
      <li>You</li>
      {path.map((member) => (
        <li key={member.id}>{fullName(member)}</li>
      ))}
      <li>
        <strong>{fullName(target)}</strong>
      </li>
    </ol>
  );
}
