import { displayName, networkUrls } from '@club/shared';
import type { IntroductionItem } from './entities/introduction.js';
import type { MemberItem } from '../members/index.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { networkMail, type MailPerson, type NetworkMailData } from './mail/data.js';
import { networkUser } from './people.js';

type Mail = NamedWrite<'mail'>;
type Intro = Pick<IntroductionItem, 'id' | 'requesterId' | 'introducerId' | 'targetUserId' | 'purpose' | 'message'>;
type Recipient = Pick<MemberItem, 'id' | 'email' | 'firstName' | 'lastName'>;

/**
 * A network mail to a member as an outbox write for the change's own
 * transaction; none for a member the club has no address for (or not read).
 */
function mailTo<T extends keyof NetworkMailData>(member: Recipient | undefined, template: T, data: (memberName: string) => NetworkMailData[T]): Mail[] {
  if (!member?.email) return [];
  return [networkMail.write({ template, to: member.email, memberId: member.id, data: data(displayName(member)) })];
}

/** A member's card in a mail: name, title, company; no contact details. */
const card = (member: MemberItem | undefined): MailPerson =>
  member
    ? { name: displayName(member), ...(member.title ? { title: member.title } : {}), ...(member.companyName ? { companyName: member.companyName } : {}) }
    : { name: 'A former member' };

/** A connection's card: what the product shows a connection (e-mail as their contact visibility allows, LinkedIn). */
const connectionCard = (member: MemberItem): MailPerson => {
  const shown = networkUser(member, { connected: true });
  return { ...card(member), ...(shown.email ? { email: shown.email } : {}), ...(shown.linkedinUrl ? { linkedinUrl: shown.linkedinUrl } : {}) };
};

const nameOf = (people: Map<string, MemberItem>, id: string) => card(people.get(id)).name;

/** The mails of an introduction's steps (beside its in-app notifications, in the same transaction). */
export const introMails = {
  /** The introducer is asked. */
  requested: (intro: Intro, people: Map<string, MemberItem>): Mail[] =>
    mailTo(people.get(intro.introducerId), 'intro-requested', (memberName) => ({
      memberName,
      requester: card(people.get(intro.requesterId)),
      target: card(people.get(intro.targetUserId)),
      purpose: intro.purpose,
      ...(intro.message ? { message: intro.message } : {}),
      link: networkUrls.introduction(intro.id),
    })),
  /** The introducer approved: the requester hears, and the target gets the introduction with both profiles. */
  approved: (intro: Intro, people: Map<string, MemberItem>, note?: string): Mail[] => [
    ...mailTo(people.get(intro.requesterId), 'intro-approved', (memberName) => ({
      memberName,
      introducerName: nameOf(people, intro.introducerId),
      targetName: nameOf(people, intro.targetUserId),
      ...(note ? { note } : {}),
      link: networkUrls.introduction(intro.id),
    })),
    ...mailTo(people.get(intro.targetUserId), 'introduction', (memberName) => ({
      memberName,
      introducer: card(people.get(intro.introducerId)),
      requester: card(people.get(intro.requesterId)),
      purpose: intro.purpose,
      ...(intro.message ? { message: intro.message } : {}),
      ...(note ? { note } : {}),
      link: networkUrls.introduction(intro.id),
    })),
  ],
  /** The introducer or the target declined: the requester hears who, with the note the introduction shows them. */
  declined: (intro: Intro, people: Map<string, MemberItem>, by: 'introducer' | 'target', note?: string): Mail[] =>
    mailTo(people.get(intro.requesterId), 'intro-declined', (memberName) => ({
      memberName,
      declinedBy: by,
      declinedByName: nameOf(people, by === 'target' ? intro.targetUserId : intro.introducerId),
      targetName: nameOf(people, intro.targetUserId),
      ...(note ? { note } : {}),
      link: networkUrls.introduction(intro.id),
    })),
  /** The target accepted: requester and target are connected, each gets the other's card as a connection sees it. */
  accepted: (intro: Intro, people: Map<string, MemberItem>): Mail[] => {
    const requester = people.get(intro.requesterId);
    const target = people.get(intro.targetUserId);
    if (!requester || !target) return [];
    const common = { introducerName: nameOf(people, intro.introducerId), link: networkUrls.introduction(intro.id) };
    return [
      ...mailTo(requester, 'intro-accepted', (memberName) => ({ memberName, other: connectionCard(target), ...common })),
      ...mailTo(target, 'intro-accepted', (memberName) => ({ memberName, other: connectionCard(requester), ...common })),
    ];
  },
};

/** The receiver's mail of a connection request: the sender's card (no contact details: they come with the connection). */
export const connectionRequestMail = (from: Pick<MemberItem, 'firstName' | 'lastName' | 'title' | 'companyName'>, to: Recipient, note?: string): Mail[] =>
  mailTo(to, 'connection-request', (memberName) => ({
    memberName,
    from: {
      name: displayName(from),
      ...(from.title ? { title: from.title } : {}),
      ...(from.companyName ? { companyName: from.companyName } : {}),
    },
    ...(note ? { note } : {}),
    link: networkUrls.tab('requests'),
  }));

/** The requester's mail once the receiver accepted: the new connection's card as a connection sees it. */
export const connectionAcceptedMail = (by: MemberItem, to: Recipient): Mail[] =>
  mailTo(to, 'connection-accepted', (memberName) => ({ memberName, other: connectionCard(by), link: networkUrls.tab('network') }));
