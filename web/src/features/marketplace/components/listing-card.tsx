import type { Highlights, TradeListing } from '@club/shared';
import { Badge, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { timeAgo } from '@club/shared';
import { Highlighted } from '../../search';

/** A trade listing: kind, title, HS code, quantity and terms, company with its members' images; a search result marks the words it matched. */
export function ListingCard({ listing, highlights = {} }: { listing: TradeListing; highlights?: Highlights }) {
  const terms = [
    listing.quantity ? `${listing.quantity}${listing.unit ? ` ${listing.unit}` : ''}` : undefined,
    listing.priceBand,
    listing.incoterms,
    listing.location,
  ].filter(Boolean);
  return (
    <Card variation="outlined" className="listing-card">
      <Flex justifyContent="space-between" alignItems="center" gap="0.5rem" wrap="wrap">
        <Badge size="small" variation={listing.kind === 'export' ? 'success' : 'info'}>
          {listing.kind === 'export' ? 'Export' : 'Import'}
        </Badge>
        <Text as="span" className="muted">
          HS <Highlighted parts={highlights.hsCode} fallback={listing.hsCode} />
        </Text>
      </Flex>
      <Heading level={3} className="listing-card__title">
        <Highlighted parts={highlights.title} fallback={listing.title} />
      </Heading>
      <Text className="listing-card__description">
        <Highlighted parts={highlights.description} fallback={listing.description} />
      </Text>
      {terms.length ? <Text className="muted">{terms.join(' · ')}</Text> : null}
      <Flex alignItems="center" gap="0.5rem" wrap="wrap" className="listing-card__company">
        <span className="avatar-stack" aria-hidden="true">
          {listing.company.users.map((user) => (
            <img key={user.id} className="avatar avatar--small" src={user.profileImageUrl || '/placeholder-avatar.svg'} alt="" />
          ))}
        </span>
        <Text as="span" fontWeight="600">
          {listing.company.name}
        </Text>
        <Text as="span" className="muted">
          {timeAgo(listing.createdAt)}
        </Text>
      </Flex>
    </Card>
  );
}
