import type { ContactVisibility, Person } from '@club/shared';
import type { MemberItem } from './entities/member.js';

type Shown = Pick<MemberItem, 'id' | 'firstName' | 'lastName' | 'profileImageUrl' | 'title' | 'companyName' | 'verifiedAt'>;

/** A member as a list of people shows them (the person chip); never contact details. */
export function personOf(member: Shown): Person {
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    ...(member.profileImageUrl ? { profileImageUrl: member.profileImageUrl } : {}),
    ...(member.title ? { title: member.title } : {}),
    ...(member.companyName ? { companyName: member.companyName } : {}),
    verified: Boolean(member.verifiedAt),
  };
}

/**
 * Who an erased member becomes wherever others still need the item (a post,
 * a reply, a ticket thread, a deal's timeline): the id alone, no title,
 * company or image.
 */
export const formerMember = (id: string) => ({ id, firstName: 'Former', lastName: 'member' });

/** Who sees the member's e-mail and phone. Items from before the setting follow `shareContact` (on = every member). */
export const contactVisibilityOf = (member: Pick<MemberItem, 'contactVisibility' | 'shareContact'>): ContactVisibility =>
  member.contactVisibility ?? (member.shareContact === true ? 'members' : 'nobody');

/**
 * Whether another member may see `owner`'s e-mail and phone: every member
 * when they chose 'members', only a connection when they chose 'connections',
 * nobody otherwise. Staff read contact details through their own routes.
 */
export const showsContactTo = (owner: Pick<MemberItem, 'contactVisibility' | 'shareContact'>, viewer: { connected: boolean }): boolean => {
  const visibility = contactVisibilityOf(owner);
  return visibility === 'members' || (visibility === 'connections' && viewer.connected);
};
