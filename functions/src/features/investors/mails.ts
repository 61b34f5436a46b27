import { FUNDING_STAGE_LABELS, INDUSTRY_LABELS, INVESTOR_TYPE_LABELS, displayName, type Meeting, type Member } from '@club/shared';
import type { MatchInvestor, MatchItem, MatchOpportunity } from './entities/investor-match.js';
import { membersByIds, type MemberItem } from '../members/index.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { investorMail, type InvestorMailData, type MailOpportunity, type MailParty } from './mail/data.js';

type Mail = NamedWrite<'mail'>;
/** Who gets a mail: a member by name, with the address the club has for them (none: no mail). */
export interface Recipient {
  id: string;
  name: string;
  email?: string | undefined;
}

/** A member read (or signed in) as a recipient. */
export const recipient = (member: Pick<MemberItem, 'id' | 'firstName' | 'lastName'> & { email?: string | undefined }): Recipient => ({
  id: member.id,
  name: displayName(member),
  email: member.email,
});

/** Members by id as recipients, one BatchGet (only where no change read them already). */
export async function readRecipients(ids: Iterable<string>): Promise<Map<string, Recipient>> {
  const found = await membersByIds(ids);
  return new Map([...found.values()].map((member) => [member.id, recipient(member)]));
}

function mailTo<T extends keyof InvestorMailData>(member: Recipient | undefined, template: T, data: (memberName: string) => InvestorMailData[T]): Mail[] {
  if (!member?.email) return [];
  return [investorMail.write({ template, to: member.email, memberId: member.id, data: data(member.name) })];
}

export const opportunityOf = (opportunity: MatchOpportunity): MailOpportunity => ({
  id: opportunity.id,
  title: opportunity.title,
  stage: FUNDING_STAGE_LABELS[opportunity.stage],
  ...(opportunity.industry ? { industry: INDUSTRY_LABELS[opportunity.industry] } : {}),
});

/** The investor as the founder's match card shows them: title at company, the fund on its own (no e-mail before an accept). */
export const investorParty = (investor: MatchInvestor): MailParty => ({
  name: investor.name,
  ...(investor.companyName ? { organisation: investor.companyName } : {}),
  ...(investor.title ? { title: investor.title } : {}),
  ...(investor.fundName ? { fund: investor.fundName } : {}),
});

/** The founder as the investor's match card shows them (no e-mail before an accept). */
export const founderParty = (founder: Pick<MatchItem, 'founderName' | 'founderCard'>): MailParty => ({
  name: founder.founderName,
  ...(founder.founderCard?.companyName ? { organisation: founder.founderCard.companyName } : {}),
  ...(founder.founderCard?.title ? { title: founder.founderCard.title } : {}),
});

type MatchView = Pick<MatchItem, 'id' | 'opportunity' | 'investor' | 'founderName' | 'founderCard' | 'compatibilityScore'>;

/** The founder's mail: an investor expressed interest in their opportunity. */
export const interestMail = (match: MatchView, founder: Recipient | undefined): Mail[] =>
  mailTo(founder, 'investor-interest', (memberName) => ({
    memberName,
    opportunity: opportunityOf(match.opportunity),
    investor: { ...investorParty(match.investor), investorType: INVESTOR_TYPE_LABELS[match.investor.investorType] },
    compatibilityScore: match.compatibilityScore,
  }));

/** Both parties' mails of an accepted match, each with the other's e-mail (the accept shares it, as Matches then shows). */
export const acceptedMails = (match: MatchView, founder: Recipient, investor: Recipient | undefined): Mail[] => {
  const opportunity = opportunityOf(match.opportunity);
  return [
    ...mailTo(founder, 'match-accepted', (memberName) => ({
      memberName,
      side: 'founder',
      opportunity,
      other: { ...investorParty(match.investor), ...(investor?.email ? { email: investor.email } : {}) },
    })),
    ...mailTo(investor, 'match-accepted', (memberName) => ({
      memberName,
      side: 'investor',
      opportunity,
      other: { ...founderParty(match), ...(founder.email ? { email: founder.email } : {}) },
    })),
  ];
};

/**
 * Both parties' mails of a scheduled meeting with its calendar file, to the
 * addresses the accepted match shares (the scheduler's own from their
 * session); the scheduler sees the time in their own zone when they set one.
 */
export const meetingMails = (
  match: MatchView & Pick<MatchItem, 'founderId' | 'investorId' | 'founderEmail' | 'investorEmail'>,
  by: Member,
  meeting: Meeting,
): Mail[] => {
  const opportunity = opportunityOf(match.opportunity);
  const founderEmail = by.id === match.founderId ? (by.email ?? match.founderEmail) : match.founderEmail;
  const investorEmail = by.id === match.investorId ? (by.email ?? match.investorEmail) : match.investorEmail;
  const attendees = [
    { name: match.founderName, email: founderEmail },
    { name: match.investor.name, email: investorEmail },
  ].flatMap(({ name, email }) => (email ? [{ name, email }] : []));
  const common = {
    matchId: match.id,
    opportunity,
    scheduledByName: displayName(by),
    meeting: {
      startTime: meeting.startTime,
      endTime: meeting.endTime,
      timeZone: meeting.timeZone,
      ...(meeting.location ? { location: meeting.location } : {}),
      ...(meeting.notes ? { notes: meeting.notes } : {}),
    },
    attendees,
  };
  const zone = (id: string) => (id === by.id && by.timeZone ? { recipientTimeZone: by.timeZone } : {});
  const founder = { id: match.founderId, name: match.founderName, email: founderEmail };
  const investor = { id: match.investorId, name: match.investor.name, email: investorEmail };
  return [
    ...mailTo(founder, 'meeting-scheduled', (memberName) => ({
      memberName,
      side: 'founder',
      other: { ...investorParty(match.investor), ...(investorEmail ? { email: investorEmail } : {}) },
      ...common,
      ...zone(match.founderId),
    })),
    ...mailTo(investor, 'meeting-scheduled', (memberName) => ({
      memberName,
      side: 'investor',
      other: { ...founderParty(match), ...(founderEmail ? { email: founderEmail } : {}) },
      ...common,
      ...zone(match.investorId),
    })),
  ];
};
