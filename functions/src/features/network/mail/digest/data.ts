/** One smart nudge as the digest lists it. */
export interface DigestNudge {
  title: string;
  message: string;
  /** Site path of the nudge's action (`/network?...`), or absent for the nudges page. */
  actionUrl?: string;
  actionLabel?: string;
}

/** An upcoming event the member has not answered. */
export interface DigestEvent {
  id: string;
  title: string;
  startTime: string;
  timeZone: string;
  /** City, or "Online". */
  place: string;
}

/** A post in one of the member's forums since the last digest. */
export interface DigestPost {
  id: string;
  title: string;
  forumTitle: string;
  authorName: string;
}

/** The weekly digest's data: a snapshot taken when the job queues it. */
export interface DigestMailData {
  'weekly-digest': {
    memberName: string;
    /** The ISO week it covers, e.g. `2026-W48`. */
    week: string;
    nudges: DigestNudge[];
    events: DigestEvent[];
    posts: DigestPost[];
    /** How many more there were than listed, by section. */
    moreNudges?: number;
    moreEvents?: number;
    morePosts?: number;
  };
}

export const DIGEST_MAILS = { 'weekly-digest': 'digest' } as const satisfies { [T in keyof DigestMailData]: 'digest' };
