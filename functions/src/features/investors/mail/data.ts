/** The opportunity as investor mails name it. */
export interface MailOpportunity {
  id: string;
  title: string;
  /** The stage's label, e.g. "Seed". */
  stage: string;
  industry?: string;
}

/** The other party of a match as a mail names them (the e-mail only once the match is accepted: the product shares it then). */
export interface MailParty {
  name: string;
  /** The investor's fund, or the founder's company. */
  organisation?: string;
  title?: string;
  email?: string;
}

/** Which side of the match the recipient is on. */
export type MailSide = 'founder' | 'investor';

/** Investor Corner mails' data, by template name. */
export interface InvestorMailData {
  /** To the founder: an investor expressed interest in their opportunity. */
  'investor-interest': {
    memberName: string;
    opportunity: MailOpportunity;
    investor: MailParty & { investorType: string };
    compatibilityScore: number;
  };
  /** To each party: the club proposed a match between an opportunity and an investor. */
  'match-proposed': {
    memberName: string;
    side: MailSide;
    opportunity: MailOpportunity;
    other: MailParty;
    compatibilityScore: number;
  };
  /** To each party: the founder accepted; contact details are shared. */
  'match-accepted': {
    memberName: string;
    side: MailSide;
    opportunity: MailOpportunity;
    other: MailParty;
  };
  /** To each party: a meeting is set; its calendar file is attached. */
  'meeting-scheduled': {
    memberName: string;
    side: MailSide;
    matchId: string;
    opportunity: MailOpportunity;
    other: MailParty;
    scheduledByName: string;
    meeting: { startTime: string; endTime: string; timeZone: string; location?: string; notes?: string };
    /** The recipient's own time zone when the club knows it: the time is shown in it, the meeting's zone beside it when the clocks differ. */
    recipientTimeZone?: string;
    /** Both parties, with the e-mails the accepted match shares (the calendar file's attendees). */
    attendees: { name: string; email: string }[];
  };
}

export const INVESTOR_MAILS = {
  'investor-interest': 'investors',
  'match-proposed': 'investors',
  'match-accepted': 'investors',
  'meeting-scheduled': 'investors',
} as const satisfies { [T in keyof InvestorMailData]: 'investors' };
