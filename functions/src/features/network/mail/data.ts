/** A member as a network mail shows them: the profile card, never contact details unless `email` says the product shares it. */
export interface MailPerson {
  name: string;
  title?: string;
  companyName?: string;
  /** Only where the product itself shows it to the recipient (a connection whose contact visibility allows it). */
  email?: string;
  linkedinUrl?: string;
}

/** Network mails' data, by template name (snapshots taken when the change is written). */
export interface NetworkMailData {
  /** To the introducer: a connection asks to be introduced to another. */
  'intro-requested': {
    memberName: string;
    requester: MailPerson;
    target: MailPerson;
    purpose: string;
    message?: string;
    /** Site path of the introduction. */
    link: string;
  };
  /** To the requester: the introducer approved; now the target decides. */
  'intro-approved': {
    memberName: string;
    introducerName: string;
    targetName: string;
    note?: string;
    link: string;
  };
  /** To the requester: the introducer or the target declined. */
  'intro-declined': {
    memberName: string;
    /** Who declined, by name, as the introduction shows it. */
    declinedByName: string;
    declinedBy: 'introducer' | 'target';
    targetName: string;
    note?: string;
    link: string;
  };
  /** To the target: the introducer introduces the requester, with both profiles; the target accepts or declines. */
  introduction: {
    memberName: string;
    introducer: MailPerson;
    requester: MailPerson;
    purpose: string;
    message?: string;
    note?: string;
    link: string;
  };
  /** To the requester and the target once the target accepted: the other's profile, with the contact details the connection shares. */
  'intro-accepted': {
    memberName: string;
    other: MailPerson;
    introducerName: string;
    link: string;
  };
  /** To the receiver of a connection request. */
  'connection-request': {
    memberName: string;
    from: MailPerson;
    note?: string;
    link: string;
  };
}

export const NETWORK_MAILS = {
  'intro-requested': 'network',
  'intro-approved': 'network',
  'intro-declined': 'network',
  introduction: 'network',
  'intro-accepted': 'network',
  'connection-request': 'network',
} as const satisfies { [T in keyof NetworkMailData]: 'network' };
