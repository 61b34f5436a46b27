/** The kinds of member request staff answer: each names its feature's page. */
export type RequestKind = 'concierge' | 'darshan' | 'trade' | 'cultural' | 'cm';

/** A member's request as its mails show it (a snapshot taken when staff act). */
export interface MailRequest {
  kind: RequestKind;
  /** What the member knows it by: the ticket's title, the plan's dates, the request's subject. */
  title: string;
  /** The member's page for it, a path on the site (e.g. `/concierge?ticket=…`). */
  path: string;
}

/** The decisive outcomes a member is mailed about; intermediate moves (assigned, in progress, under review) are not mailed. */
export type RequestOutcome = 'resolved' | 'confirmed' | 'completed' | 'failed' | 'scheduled' | 'declined';

/** Requests mails' data, by template name. */
export interface RequestMailData {
  /** Staff answered in the request's thread (a concierge reply, a cultural answer). */
  'request-reply': {
    memberName: string;
    request: MailRequest;
    reply: string;
    /** Who answered, as the product already shows it to the member: a staff name, or "The club's concierge team". */
    from: string;
  };
  /** Staff moved the request to an outcome. */
  'request-status': {
    memberName: string;
    request: MailRequest;
    status: RequestOutcome;
    /** What staff wrote with it: the resolution, the confirmation details, the reason. */
    details?: string;
    /** A scheduled meeting's time and place. */
    meeting?: { startTime: string; endTime: string; timeZone: string; place?: string };
    from: string;
  };
}

/** How the club signs a mail when the product names no staff member to the member. */
export const CONCIERGE_TEAM = 'The club’s concierge team';

export const REQUEST_MAILS = { 'request-reply': 'requests', 'request-status': 'requests' } as const satisfies { [T in keyof RequestMailData]: 'requests' };
